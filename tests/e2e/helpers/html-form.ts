import { expect } from "@playwright/test";

/*
 * A server-rendered form read and "sent" as a browser without JavaScript would send it, with no
 * browser: the fields are found by their labels in the HTML (jsdom), changed in place, and the
 * form's data set is built by the HTML form's own rules (jsdom's FormData: disabled fields left
 * out, unchecked boxes left out, fields outside the form joined by their `form` attribute).
 */

const collapse = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** The form control labelled `label` (exactly, whitespace collapsed) inside `scope`. */
export function labelled<T extends HTMLElement = HTMLInputElement>(scope: ParentNode, label: string): T {
  const match = [...scope.querySelectorAll("label")].find((element) => collapse(element.textContent) === label);
  expect(match, `a field labelled "${label}"`).toBeTruthy();
  const control = match!.control;
  expect(control, `the control of the label "${label}"`).toBeTruthy();
  return control as unknown as T;
}

/** Chooses the option whose text is `text` in `select`, as a visitor picking it would. */
export function choose(select: HTMLSelectElement, text: string): string {
  const option = [...select.options].find((item) => collapse(item.textContent) === text);
  expect(option, `an option "${text}"`).toBeTruthy();
  select.value = option!.value;
  return option!.value;
}

/** The form's data set, as a browser encodes it into a GET form's URL or a POST body. */
export function formData(form: HTMLFormElement): URLSearchParams {
  const view = form.ownerDocument.defaultView as unknown as { FormData: typeof FormData };
  const params = new URLSearchParams();
  for (const [name, value] of new view.FormData(form).entries()) params.append(name, typeof value === "string" ? value : value.name);
  return params;
}

/** Where a GET form goes when sent: its action with its data set as the query. */
export function getSubmission(form: HTMLFormElement): string {
  expect(form.getAttribute("method") ?? "get").toMatch(/^get$/i);
  return `${form.getAttribute("action")}?${formData(form).toString()}`;
}
