"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";

/**
 * What the visitor did to the server-rendered markup before its interactive version existed:
 * followed the "load more" link, sent a form, or changed a field of one.
 */
export type IntentAction =
  | { type: "more" }
  | { type: "submit"; values: FormValues }
  | { type: "change"; values: FormValues; name: string; value: string };

/** A form's fields as name → every value (checkboxes and repeated names keep all of theirs). */
export type FormValues = Record<string, string[]>;

function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") (values[name] ??= []).push(value);
  return values;
}

const noSubscription = () => () => {};

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Server-rendered first, interactive on intent: `children` is the server's markup (it works
 * without JavaScript: real links and GET forms). The interactive version's code is fetched when a
 * pointer or the focus enters, and takes over when the visitor acts: a plain click on a
 * `[data-intent=more]` link, a form sent, or a `[data-intent=change]` field changed — the action
 * is handed to `render` so it runs as if it had been taken there. Until the code arrives, the
 * server's markup stays; after, the focus goes back to the same control (by name, or id).
 *
 * So a list or a form costs its page no first-load JavaScript beyond this file.
 */
export function ActivateOnIntent<M>({
  load,
  render,
  activateOnFocus = false,
  activateNow = false,
  children,
}: {
  /** Fetches the interactive version's module (`() => import("./…")`; called again freely). */
  load: () => Promise<M>;
  /** The interactive version; `current()` reads the server form's fields as they are at that moment. */
  render: (module: M, action: IntentAction | null, current: () => FormValues) => ReactNode;
  /** Forms: take over on the first focus inside, before anything is typed. */
  activateOnFocus?: boolean;
  /** Take over at once (e.g. a form coming back with answers to restore). */
  activateNow?: boolean;
  children: ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Until hydrated the markup is plain links and GET forms; tests and scripts wait for this mark.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  // `undefined` until the visitor acts; then the action and the id of the element that had the focus.
  const [taken, setTaken] = useState<{ module: M; action: IntentAction | null; focus: string | null; form: HTMLFormElement | null } | undefined>(undefined);

  // Set once the interactive version is on screen: from then on it handles every event itself.
  const swapped = useRef(false);
  const lastAction = useRef<IntentAction | null | undefined>(undefined);

  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    // While the code loads the server's markup is still there: a later action (a form sent after
    // the focus started the swap) replaces an earlier one, and nothing leaves the page meanwhile.
    const preload = () => void load().catch(() => undefined);
    // The swap waits for the code (no Suspense: the server's markup, and what is typed in it, stays
    // on screen meanwhile); the latest action and focus win.
    const take = (action: IntentAction | null) => {
      if (action === null && lastAction.current !== undefined) return;
      lastAction.current = action;
      void load().then(
        (module) => {
          if (swapped.current) return;
          const active = document.activeElement;
          const focus = active instanceof HTMLElement && root.contains(active) ? focusSelector(active) : null;
          // Not a transition: the swap renders and commits in one task, so nothing typed into the
          // server's form can land between reading its fields (at render) and the new form showing.
          setTaken({ module, action: lastAction.current ?? null, focus, form: root.querySelector("form") });
        },
        // No code (offline, a deploy in between): the markup keeps working as links and forms.
        () => undefined,
      );
    };
    const onClick = (event: MouseEvent) => {
      if (swapped.current) return;
      const link = (event.target as Element).closest?.("a[data-intent=more]");
      if (!link || !root.contains(link) || !plainClick(event)) return;
      event.preventDefault();
      take({ type: "more" });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (swapped.current || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      take({ type: "submit", values: formValues(form) });
    };
    const onChange = (event: Event) => {
      const field = event.target;
      if (swapped.current) return;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || field.dataset.intent !== "change" || !field.form) return;
      take({ type: "change", values: formValues(field.form), name: field.name, value: field.value });
    };
    const onFocus = () => {
      if (swapped.current) return;
      if (activateOnFocus) take(null);
      else preload();
    };
    if (activateNow) take(null);
    root.addEventListener("click", onClick);
    root.addEventListener("submit", onSubmit);
    root.addEventListener("change", onChange);
    root.addEventListener("focusin", onFocus);
    root.addEventListener("pointerenter", preload);
    root.addEventListener("touchstart", preload, { passive: true });
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("submit", onSubmit);
      root.removeEventListener("change", onChange);
      root.removeEventListener("focusin", onFocus);
      root.removeEventListener("pointerenter", preload);
      root.removeEventListener("touchstart", preload);
    };
  }, [load, activateOnFocus, activateNow]);

  // The server's form stays on screen until the swap, so what is typed meanwhile is read then.
  const current = (): FormValues => (taken?.form ? formValues(taken.form) : {});

  return (
    <div ref={wrapper} className="contents" data-hydrated={hydrated}>
      {taken === undefined ? (
        children
      ) : (
        <>
          {render(taken.module, taken.action, current)}
          <RestoreFocus root={wrapper} selector={taken.focus} swappedRef={swapped} />
        </>
      )}
    </div>
  );
}

const attribute = (name: string, value: string) => `[${name}="${value.replace(/["\\]/g, "\\$&")}"]`;

/** How to find the focused control again after the swap: a field by its name (and value), else its id. */
function focusSelector(element: HTMLElement): string | null {
  const name = element.getAttribute("name");
  if (name) {
    const choice = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
    return attribute("name", name) + (choice ? attribute("value", element.value) : "");
  }
  return element.id ? attribute("id", element.id) : null;
}

/** After the swap, the control that had the focus in the server's markup has it again. */
function RestoreFocus({ root, selector, swappedRef }: { root: RefObject<HTMLDivElement | null>; selector: string | null; swappedRef: RefObject<boolean> }) {
  useLayoutEffect(() => {
    swappedRef.current = true;
    if (selector) root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [root, selector, swappedRef]);
  return null;
}
