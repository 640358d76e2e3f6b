import type { FormHTMLAttributes, ReactNode } from "react";
import { NoScriptNotice } from "./no-script-notice";

/**
 * A form as the server renders it for `ActivateOnIntent` to hand to its code (contact, newsletter,
 * lead, risk): a POST form whose code takes over when a field takes the focus, and which says
 * whom to call instead when the browser runs no script (NoScriptNotice).
 */
export function MarkupForm({ children, ...attributes }: Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "noValidate"> & { children: ReactNode }) {
  return (
    <form noValidate method="post" data-intent="focus" {...attributes}>
      {children}
      <NoScriptNotice />
    </form>
  );
}
