import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeclaredFormView } from "@/components/forms/declared-form-view";
import type { FormSpec } from "@/components/forms/form-spec";

/** A form like the newsletter's: a hidden-label email, a consent box, a status line. */
const spec: FormSpec = {
  id: "newsletter-footer-form",
  className: "space-y-3",
  fields: [
    { name: "email", kind: "email", label: "Email", labelHidden: true, autoComplete: "email", rules: { required: "Email is required" } },
    { name: "consent", kind: "checkbox", label: "I agree", value: "yes", rules: { required: "Tick the box" } },
    { name: "source", kind: "hidden", value: "footer" },
  ],
  submit: { label: "Subscribe", pending: "Subscribing…", className: "btn" },
  outcome: "status",
  genericError: "An error occurred",
};

function drawn(props: Parameters<typeof DeclaredFormView>[0]) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<DeclaredFormView {...props} />);
  return host.querySelector("form")!;
}

describe("a form told as data, drawn from its data alone (declared-form-view.tsx)", () => {
  it("is a POST form to its plain-post handler, in the page's language, with its fields named and labelled", () => {
    const form = drawn({ spec, noScript: { form: "newsletter", locale: "ar" }, hiddenFields: { _slug: "heart" } });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/forms/newsletter");
    expect(form.hasAttribute("novalidate")).toBe(true);
    expect(form.getAttribute("data-intent")).toBe("focus");
    expect(form.className).toBe("space-y-3");
    const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]));
    expect(hidden).toEqual({ _locale: "ar", _slug: "heart", source: "footer" });
    const email = form.querySelector<HTMLInputElement>("#newsletter-footer-form-email")!;
    expect(email.name).toBe("email");
    expect(form.querySelector(`label[for="${email.id}"]`)?.textContent).toBe("Email");
    expect(form.querySelector<HTMLInputElement>("input[type=checkbox]")?.checked).toBe(false);
    expect(form.querySelector("button[type=submit]")?.textContent).toBe("Subscribe");
  });

  it("comes back from a plain post with what was typed, the box ticked, each error under its field and the way back", () => {
    const form = drawn({
      spec,
      noScript: { form: "newsletter", locale: "en" },
      answer: { values: { email: "sara@", consent: "yes" }, errors: { email: "Email must be a valid email" }, message: "Please check the form", back: "/en/offers" },
    });
    const email = form.querySelector<HTMLInputElement>("input[name=email]")!;
    expect(email.value).toBe("sara@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = email.getAttribute("aria-describedby")!.split(" ").map((id) => form.querySelector(`[id="${id}"]`)?.textContent);
    expect(described).toContain("Email must be a valid email");
    expect(form.querySelector<HTMLInputElement>("input[type=checkbox]")?.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>("input[name=_back]")?.value).toBe("/en/offers");
  });

  it("writes the same markup for the same data: the server may remember it per spec", () => {
    const data = { spec, noScript: { form: "newsletter" as const, locale: "en" } };
    expect(renderToStaticMarkup(<DeclaredFormView {...data} />)).toBe(renderToStaticMarkup(<DeclaredFormView {...structuredClone(data)} />));
  });
});
