"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { ISLAND_ATTRIBUTE, LISTENING_ATTRIBUTE } from "@/lib/forms/hold-early-submits";

/**
 * What the visitor did to the server-rendered markup before its interactive version existed:
 * followed the "load more" link, sent a form, changed a field of one, or pressed a control that
 * only its interactive version can answer (a `[data-intent=press]` button, named by its id).
 */
export type IntentAction =
  | { type: "more" }
  | { type: "submit"; values: FormValues }
  | { type: "change"; values: FormValues; name: string; value: string }
  | { type: "press"; id: string };

/** A form's fields as name → every value (checkboxes and repeated names keep all of theirs). */
export type FormValues = Record<string, string[]>;

function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") (values[name] ??= []).push(value);
  return values;
}

const noSubscription = () => () => {};

const plainClick = (event: MouseEvent) => !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * Server-rendered first, interactive on intent: `children` is the server's markup (it works
 * without JavaScript: real links and GET forms). The interactive version's code is fetched when a
 * pointer or the focus enters, and takes over when the visitor acts: a plain click on a
 * `[data-intent=more]` link, a form sent, a `[data-intent=change]` field changed, a
 * `[data-intent=press]` control pressed — the action is handed to `render` so it runs as if it had
 * been taken there — or the focus entering a `[data-intent=focus]` element: a form whose code must
 * run before anything is typed, or one text box of a form whose code answers each key (a select is
 * better left alone: replaced under its open list, the list would close). Until the code arrives,
 * the server's markup stays; after, the focus goes back to the same control (by name, or id), with
 * its text selection.
 *
 * So a list or a form costs its page no first-load JavaScript beyond this file.
 */
export function ActivateOnIntent<M>({
  load,
  render,
  activateWhenStored,
  children,
}: {
  /** Fetches the interactive version's module (`() => import("./…")`; called again freely). */
  load: () => Promise<M>;
  /** The interactive version; `current()` reads the server form's fields as they are at that moment. */
  render: (module: M, action: IntentAction | null, current: () => FormValues) => ReactNode;
  /** A sessionStorage key whose presence makes the code take over at once (a form coming back with answers to restore). */
  activateWhenStored?: string;
  children: ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Until hydrated the markup is plain links and GET forms; tests and scripts wait for this mark.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  // `undefined` until the visitor acts; then the action, and the element of the markup that had the focus.
  const [taken, setTaken] = useState<{ module: M; action: IntentAction | null; focused: HTMLElement | null; form: HTMLFormElement | null } | undefined>(undefined);

  // Set once the interactive version is on screen: from then on it handles every event itself.
  const swapped = useRef(false);
  const lastAction = useRef<IntentAction | null | undefined>(undefined);

  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    // While the code loads the server's markup is still there: a later action (a form sent after
    // the focus started the swap) replaces an earlier one, and nothing leaves the page meanwhile.
    const preload = () => void load().catch(() => undefined);
    // A press under way (pointer down, not yet up) finishes on the markup: swapped between its
    // down and up, the control under the pointer would change and the click would reach neither.
    // `true` while a press is under way; the swap itself once it waits for the press to end.
    let press: boolean | (() => void) = false;
    const onPointerUp = () => {
      if (press === false) return;
      // The press ends with the click that follows this pointerup in the same task (its change or
      // submit is an action too). The code may arrive between the two, in a microtask after the
      // pointerup's listeners: the press holds the swap until that task is over.
      setTimeout(() => {
        const waiting = press;
        press = false;
        if (typeof waiting === "function") waiting();
      }, 0);
    };
    // The swap waits for the code (no Suspense: the server's markup, and what is typed in it, stays
    // on screen meanwhile); the latest action and focus win.
    const take = (action: IntentAction | null) => {
      if (action === null && lastAction.current !== undefined) return;
      lastAction.current = action;
      void load().then(
        (module) => {
          const swap = () => {
            if (swapped.current) return;
            const active = document.activeElement as HTMLElement | null;
            // Rendered and committed right here, in this task: no key or click can land between
            // reading the focus and the server form's fields and the interactive version showing.
            flushSync(() =>
              setTaken({ module, action: lastAction.current ?? null, focused: active && root.contains(active) ? active : null, form: root.querySelector("form") }),
            );
          };
          if (press) press = swap;
          else swap();
        },
        // No code (offline, a deploy in between, or what it reads with it unread): the markup keeps
        // working as links and forms, and a form the visitor sent goes as the plain post it is.
        () => {
          const form = action?.type === "submit" ? root.querySelector("form") : null;
          if (form?.getAttribute("action")) HTMLFormElement.prototype.submit.call(form);
        },
      );
    };
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element).closest?.("a[data-intent=more], [data-intent=press]");
      const more = control?.localName === "a";
      if (!control || !root.contains(control) || (more && !plainClick(event))) return;
      event.preventDefault();
      // A button pressed with Enter or Space fires a click too: the keyboard is covered here.
      take(more ? { type: "more" } : { type: "press", id: control.id });
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      take({ type: "submit", values: formValues(event.target as HTMLFormElement) });
    };
    const onChange = (event: Event) => {
      const field = event.target as HTMLInputElement;
      if (field.dataset.intent === "change" && field.form) take({ type: "change", values: formValues(field.form), name: field.name, value: field.value });
    };
    const onFocus = (event: FocusEvent) => {
      if ((event.target as Element).closest?.("[data-intent=focus]")) take(null);
      else preload();
    };
    try {
      if (activateWhenStored && sessionStorage.getItem(activateWhenStored) !== null) take(null);
    } catch {
      // Without storage there is nothing to restore.
    }
    // Each only until the swap: from then on the interactive version handles every event itself.
    const listeners = (
      [
        ["click", onClick],
        ["submit", onSubmit],
        ["change", onChange],
        ["focusin", onFocus],
        ["pointerenter", preload],
        ["touchstart", preload],
        ["pointerdown", () => (press = true)],
      ] as const
    ).map(([type, listener]) => [type, (event: Event) => void (swapped.current || listener(event as never))] as const);
    for (const [type, listener] of listeners) root.addEventListener(type, listener, { passive: type === "touchstart" });
    // On the window: a press may end outside the markup.
    const ends = ["pointerup", "pointercancel"] as const;
    for (const type of ends) window.addEventListener(type, onPointerUp);
    // From here on a press reaches `onSubmit`; one made before, which the layout's script held
    // (lib/forms/hold-early-submits.ts), is sent now with the fields as they are.
    root.setAttribute(LISTENING_ATTRIBUTE, "");
    const held = window.__heldSubmits ?? [];
    for (const form of held.filter((form) => root.contains(form))) {
      held.splice(held.indexOf(form), 1);
      take({ type: "submit", values: formValues(form) });
    }
    return () => {
      root.removeAttribute(LISTENING_ATTRIBUTE);
      for (const [type, listener] of listeners) root.removeEventListener(type, listener);
      for (const type of ends) window.removeEventListener(type, onPointerUp);
    };
  }, [load, activateWhenStored]);

  // The interactive version is on screen: the control that had the focus in the markup has it again,
  // a text box with the same text selected or the caret where it was (read off the removed one).
  useLayoutEffect(() => {
    const old = taken?.focused as HTMLInputElement | null | undefined;
    if (!taken || swapped.current) return;
    swapped.current = true;
    const selector = old && focusSelector(old);
    const field = selector ? wrapper.current?.querySelector<HTMLInputElement>(selector) : null;
    field?.focus();
    // `undefined` off a text box, `null` on a field without a caret (a checkbox, an email).
    if (field && old?.selectionStart != null) field.setSelectionRange(old.selectionStart, old.selectionEnd);
  }, [taken]);

  // The server's form stays on screen until the swap, so what is typed meanwhile is read then.
  const current = (): FormValues => (taken?.form ? formValues(taken.form) : {});

  return (
    <div ref={wrapper} className="contents" data-hydrated={hydrated} {...{ [ISLAND_ATTRIBUTE]: "" }}>
      {taken === undefined ? children : render(taken.module, taken.action, current)}
    </div>
  );
}

const attribute = (name: string, value: string) => `[${name}="${value.replace(/["\\]/g, "\\$&")}"]`;

/** How to find the focused control again after the swap: a field by its name (and value), else its id. */
function focusSelector(element: HTMLInputElement): string | null {
  const { name, type, value } = element;
  if (name) return attribute("name", name) + (/^(checkbox|radio)$/.test(type) ? attribute("value", value) : "");
  return element.id ? attribute("id", element.id) : null;
}
