"use client";

import type { ComponentProps, ComponentType, ReactNode } from "react";
import { ActivateOnIntent, type FormValues } from "@/components/lists/activate-on-intent";

/**
 * Each server-rendered form's code, fetched when the visitor shows intent (a field focused, the
 * form sent) and not with the page. A lazy `import()` has to be written in client code (a server
 * component cannot hand a loader to the browser), so the loaders are listed here, one line a form;
 * the rest of a form is declared in its own file (docs/how-it-works.md, "Adding a form").
 */
const FORM_CODE = {
  newsletter: () => import("@/components/newsletter/newsletter-form-client"),
};

export type IntentForm = keyof typeof FORM_CODE;

/** What every form's code takes besides its own props. */
export interface IntentProps {
  /** Reads what was typed in the server's markup before the code loaded. */
  typed: () => FormValues;
  /** The visitor sent the server's markup: send it as soon as it is on screen. */
  submitOnMount: boolean;
}

type CodeOf<F extends IntentForm> = Awaited<ReturnType<(typeof FORM_CODE)[F]>>["default"];
export type OwnProps<F extends IntentForm> = Omit<ComponentProps<CodeOf<F>>, keyof IntentProps>;

/**
 * The server's markup of form `form` (`children`) until a field takes the focus or the form is
 * sent; then the form's code takes its place with what was typed (ActivateOnIntent).
 */
export function FormIsland<F extends IntentForm>({ form, props, children }: { form: F; props: OwnProps<F>; children: ReactNode }) {
  return (
    <ActivateOnIntent
      load={FORM_CODE[form]}
      render={(module, action, current) => {
        const Code = module.default as ComponentType<OwnProps<F> & IntentProps>;
        return <Code {...props} typed={current} submitOnMount={action?.type === "submit"} />;
      }}
    >
      {children}
    </ActivateOnIntent>
  );
}
