import type { FormHTMLAttributes, ReactNode } from "react";
import { LOCALE_FIELD, noScriptFormAction } from "@/lib/forms/no-script/forms";
import type { NoScriptForm } from "./no-script-declared";

export type MarkupFormTagProps = Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "noValidate" | "action"> & {
  /** The form a browser without JavaScript sends to `POST /api/forms/{form}`, in the page's language. */
  noScript?: { form: NoScriptForm; locale: string };
  /** Hidden fields that go with a plain post (the lead form's campaign, the answer page's way back). */
  hiddenFields?: Record<string, string>;
  /** What stands in the button's place where a plain post has no handler (NoScriptNotice). */
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * The `<form>` of a form its code takes over on intent (markup-form.tsx), as a pure function of its
 * props: the server's component and the kept markup of a form told as data (declared-form-view.tsx)
 * write the same element.
 */
export function MarkupFormTag({ noScript, hiddenFields = {}, notice, children, ...attributes }: MarkupFormTagProps) {
  return (
    <form noValidate method="post" action={noScript ? noScriptFormAction(noScript.form) : undefined} data-intent="focus" {...attributes}>
      {noScript && <input type="hidden" name={LOCALE_FIELD} value={noScript.locale} />}
      {noScript && Object.entries(hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {children}
      {!noScript && notice}
    </form>
  );
}
