import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { MarkupFormTag, type MarkupFormTagProps } from "./markup-form-tag";
import type { NoScriptForm } from "./no-script-declared";
import { NoScriptNotice } from "./no-script-notice";

type Props = Omit<MarkupFormTagProps, "noScript" | "notice"> & {
  /**
   * The form a browser without JavaScript sends to `POST /api/forms/{form}` (contact, newsletter,
   * lead). Without it (the risk questionnaire, whose answer is worked out by its code) such a
   * browser gets NoScriptNotice in place of the button.
   */
  noScript?: NoScriptForm;
  children: ReactNode;
};

/**
 * A form as the server renders it for `ActivateOnIntent` to hand to its code (contact, newsletter,
 * lead, risk): a POST form whose code takes over when a field takes the focus. Without JavaScript
 * it posts natively to its handler (or says whom to call instead, NoScriptNotice).
 */
export async function MarkupForm({ noScript, ...attributes }: Props) {
  const locale = noScript ? await getLocale() : null;
  return <MarkupFormTag {...attributes} {...(noScript && locale ? { noScript: { form: noScript, locale } } : { notice: <NoScriptNotice /> })} />;
}
