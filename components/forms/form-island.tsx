"use client";

import { useCallback, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { ActivateOnIntent, type FormValues } from "@/components/lists/activate-on-intent";
import type { KeptKeyProps } from "@/components/ui/kept-from-server";
import type * as formCode from "./form-code";

export type IntentForm = keyof typeof formCode;

/** What every form's code takes besides its own props. */
export interface IntentProps {
  /** Reads what was typed in the server's markup before the code loaded. */
  typed: () => FormValues;
  /** The visitor sent the server's markup: send it as soon as it is on screen. */
  submitOnMount: boolean;
  /** The id of a `[data-intent=press]` button of the server's markup whose press handed the form over: the code answers it. */
  pressed?: string;
}

type CodeOf<F extends IntentForm> = Awaited<ReturnType<(typeof formCode)[F]>>["default"];
type OwnProps<F extends IntentForm> = Omit<ComponentProps<CodeOf<F>>, keyof IntentProps>;

/**
 * The form's own props as the payload carries them: whole, or some of them kept on the server by
 * key (`kept`), which the code's module reads before it takes over (its `propsFor`).
 */
type PayloadProps<F extends IntentForm> = OwnProps<F> | (Partial<OwnProps<F>> & { kept: KeptKeyProps });

/** A form's code module (form-code.ts): its view, and what it reads before it takes over, if anything. */
type CodeModule<F extends IntentForm> = {
  default: ComponentType<OwnProps<F> & IntentProps>;
  propsFor?: (props: PayloadProps<F>) => Promise<OwnProps<F>>;
};

/**
 * The server's markup of form `form` (`children`) until a field takes the focus or the form is
 * sent; then the form's code (its default export, listed in form-code.ts) takes its place with what
 * was typed (ActivateOnIntent), and sends it if the visitor already did. Props that every page would
 * otherwise carry (the footer's newsletter spec) can stay on the server by key: the code's module
 * reads them with the code, on the same intent (declared-form-client.tsx, `propsFor`).
 */
export function FormIsland<F extends IntentForm>({
  form,
  props,
  activateWhenStored,
  children,
}: {
  form: F;
  props: PayloadProps<F>;
  /** A sessionStorage key whose presence makes the code take over as soon as the page runs (answers to restore). */
  activateWhenStored?: string;
  children: ReactNode;
}) {
  const load = useCallback(
    () =>
      // TypeScript cannot narrow code[form] to form F's own loader: `props` is checked against it above.
      import("./form-code")
        .then((code) => (code[form] as () => Promise<unknown>)() as Promise<CodeModule<F>>)
        .then(async (module) => ({ Code: module.default, own: module.propsFor ? await module.propsFor(props) : (props as OwnProps<F>) })),
    [form, props],
  );
  return (
    <ActivateOnIntent load={load} activateWhenStored={activateWhenStored} render={({ Code, own }, action, current) => <Code {...own} typed={current} submitOnMount={action?.type === "submit"} pressed={action?.type === "press" ? action.id : undefined} />}>
      {children}
    </ActivateOnIntent>
  );
}
