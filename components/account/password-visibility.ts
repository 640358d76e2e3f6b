import { useCallback, useEffect, useLayoutEffect, useSyncExternalStore } from "react";
import { passwordToggleId } from "./password-input-view";

/**
 * Whether a password field shows its text, kept per field id outside the component: the server's
 * form and the form's code (ActivateOnIntent) render the same field one after the other, and a tap
 * on "Show" that starts that swap lands on the first while the second takes its place. Kept here,
 * the tap shows the password in whichever is on screen.
 */
const shown = new Map<string, boolean>();
const mounted = new Map<string, number>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const set = (id: string, value: boolean) => {
  if ((shown.get(id) ?? false) === value) return;
  shown.set(id, value);
  for (const listener of listeners) listener();
};

/**
 * A field's shown state and its toggle. It is hidden again once no copy of the field is left on
 * the page (the page was left), checked a task later: the swap, and React's development remount,
 * take a copy away and put one back in the same commit.
 */
export function usePasswordVisibility(id: string): [boolean, () => void] {
  const value = useSyncExternalStore(subscribe, () => shown.get(id) ?? false, () => false);
  useEffect(() => {
    mounted.set(id, (mounted.get(id) ?? 0) + 1);
    return () => {
      mounted.set(id, (mounted.get(id) ?? 1) - 1);
      setTimeout(() => {
        if (!mounted.get(id)) set(id, false);
      }, 0);
    };
  }, [id]);
  const toggle = useCallback(() => set(id, !(shown.get(id) ?? false)), [id]);
  return [value, toggle];
}

/**
 * A press on the Show button of a server's form drawn as a string (no code of its own) hands the
 * form to its code (ActivateOnIntent's `press`, `pressed` its id): the code opens with the password
 * shown, as if its own button had been pressed.
 */
export function useShownByPress(id: string, pressed: string | null | undefined) {
  useLayoutEffect(() => {
    if (pressed === passwordToggleId(id)) set(id, true);
  }, [id, pressed]);
}
