import type { FormHTMLAttributes, ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { LOCALE_FIELD, noScriptFormAction } from "@/lib/forms/no-script/forms";
import type { NoScriptForm } from "./no-script-declared";
import { NoScriptNotice } from "./no-script-notice";

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "noValidate" | "action"> & {
  /**
   * The form a browser without JavaScript sends to `POST /api/forms/{form}` (contact, newsletter,
   * lead). Without it (the risk questionnaire, whose answer is worked out by its code) such a
   * browser gets NoScriptNotice in place of the button.
   */
  noScript?: NoScriptForm;
  /** Hidden fields that go with a plain post (the lead form's campaign). */
  hiddenFields?: Record<string, string>;
  children: ReactNode;
};

/**
 * A form as the server renders it for `ActivateOnIntent` to hand to its code (contact, newsletter,
 * lead, risk): a POST form whose code takes over when a field takes the focus. Without JavaScript
 * it posts natively to its handler (or says whom to call instead, NoScriptNotice).
 */
export async function MarkupForm({ noScript, hiddenFields = {}, children, ...attributes }: Props) {
  const locale = noScript ? await getLocale() : null;
  return (
    <form noValidate method="post" action={noScript ? noScriptFormAction(noScript) : undefined} data-intent="focus" {...attributes}>
      {locale && <input type="hidden" name={LOCALE_FIELD} value={locale} />}
      {noScript && Object.entries(hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {children}
      {!noScript && <NoScriptNotice />}
    </form>
  );
}
