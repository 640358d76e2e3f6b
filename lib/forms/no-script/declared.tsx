import "server-only";
import { ContactFormMarkup } from "@/components/contact/contact-form-markup";
import { LeadFormMarkup } from "@/components/landing/lead-form-markup";
import { leadFormText } from "@/components/landing/lead-form-text";
import { LeadGone } from "@/components/landing/lead-gone";
import { newsletterNoScript } from "@/components/newsletter/newsletter-form";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getLandingPage } from "@/lib/api/engagement";
import { slugIn } from "@/lib/api/slugs";
import { utmOf } from "@/lib/engagement/campaign-attribution";
import { sendContactMessage } from "@/lib/engagement/contact-actions";
import { sendLead } from "@/lib/engagement/landing-actions";
import { env } from "@/lib/env";
import { ANSWER_CARD, type NoScriptDeclaration } from "./declaration";
import type { NoScriptForm } from "./forms";

const contactNoScript: NoScriptDeclaration = {
  fields: ["unit", "name", "phone", "email", "subject", "message"],
  send: (locale, values) =>
    sendContactMessage(locale, {
      unit: values.unit ?? "",
      name: values.name ?? "",
      phone: values.phone ?? "",
      email: values.email ?? "",
      subject: values.subject ?? "",
      message: values.message ?? "",
    }),
  answer: async (locale, answer) => {
    const units = await getBusinessUnits(locale).catch(() => []);
    return <ContactFormMarkup units={units.map(({ id, name }) => ({ id, name }))} defaultUnit={env.BU_ID} answer={answer} />;
  },
  frame: `max-w-2xl ${ANSWER_CARD}`,
};

const leadNoScript: NoScriptDeclaration = {
  fields: ["name", "phone", "message"],
  send: (locale, values, { back, slug }) => {
    // The campaign's parameters are in the address of the page the form was sent from.
    const attribution = utmOf(new URLSearchParams(back.split("?")[1] ?? ""));
    return sendLead(locale, slug, { name: values.name ?? "", phone: values.phone ?? "", message: values.message ?? "", ...attribution });
  },
  answer: async (locale, answer, flash) => {
    const page = flash?.slug ? await getLandingPage(locale, flash.slug).catch(() => null) : null;
    if (!page) return <LeadGone locale={locale} />;
    return <LeadFormMarkup slug={slugIn(page, locale)} text={await leadFormText(locale, page)} answer={answer} />;
  },
  frame: "max-w-md",
};

/**
 * The forms a browser without JavaScript posts to app/api/forms/[form], each as its own file
 * declares it (lib/forms/no-script/declaration.ts): the route reads their fields and sends them
 * through their server action, the answer page shows them again.
 */
export const NO_SCRIPT_DECLARATIONS: Record<NoScriptForm, NoScriptDeclaration> = {
  contact: contactNoScript,
  newsletter: newsletterNoScript,
  lead: leadNoScript,
};
