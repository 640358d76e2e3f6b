import "server-only";
import { utmOf } from "@/lib/engagement/campaign-attribution";
import { sendContactMessage } from "@/lib/engagement/contact-actions";
import { sendLead } from "@/lib/engagement/landing-actions";
import { subscribeToNewsletter } from "@/lib/engagement/newsletter-actions";
import type { ActionResult } from "@/lib/forms/action-result";
import type { Locale } from "@/lib/i18n/routing";
import type { NoScriptForm } from "./forms";

export interface NoScriptContext {
  /** The local path the form was sent from (its query included). */
  back: string;
  slug: string;
}

/**
 * Sends a form posted without JavaScript through the very server action its code calls, so both
 * ways are checked by the same schema and counted by the same limits.
 */
export function sendNoScriptForm(form: NoScriptForm, locale: Locale, values: Record<string, string>, context: NoScriptContext): Promise<ActionResult> {
  const value = (name: string) => values[name] ?? "";
  switch (form) {
    case "contact":
      return sendContactMessage(locale, {
        unit: value("unit"),
        name: value("name"),
        phone: value("phone"),
        email: value("email"),
        subject: value("subject"),
        message: value("message"),
      });
    case "newsletter":
      return subscribeToNewsletter(locale, { email: value("email"), consent: value("consent") !== "", page: context.back.split("?")[0] ?? "/" });
    case "lead": {
      // The campaign's parameters are in the address of the page the form was sent from.
      const attribution = utmOf(new URLSearchParams(context.back.split("?")[1] ?? ""));
      return sendLead(locale, context.slug, { name: value("name"), phone: value("phone"), message: value("message"), ...attribution });
    }
  }
}
