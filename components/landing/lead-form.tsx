import { getTranslations } from "next-intl/server";
import { DeclaredFormByKey, DeclaredFormMarkup } from "@/components/forms/declared-form";
import type { DeclaredFormData } from "@/components/forms/declared-form-view";
import type { FormSpec } from "@/components/forms/form-spec";
import { getLandingPage } from "@/lib/api/engagement";
import { slugIn } from "@/lib/api/slugs";
import { utmOf } from "@/lib/engagement/campaign-attribution";
import { sendLead } from "@/lib/engagement/landing-actions";
import type { LandingPage } from "@/lib/contract/engagement";
import { getValidationT } from "@/lib/forms/server-validation";
import { valuesOf, type NoScriptDeclaration } from "@/lib/forms/no-script/declaration";
import { SLUG_FIELD } from "@/lib/forms/no-script/forms";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { LeadGone } from "./lead-gone";
import { RememberArrival } from "./remember-arrival";

const FIELDS = ["name", "phone", "message"] as const;
const TITLE_ID = "lead-title";

/**
 * A campaign page's lead form, declared in one place: its fields and the rules the browser checks
 * (leadSpec: name, phone, message, all required), its server action (sendLead, which checks again
 * with leadRequestSchema), and what a plain post sends through that same action. The server renders
 * it as native fields that a browser without JavaScript posts to /api/forms/lead with the
 * campaign's slug; its code (the one of every form told as data) loads when a field takes the
 * focus, so the page's first load stays light, and sends the ad's UTM parameters, the referrer and
 * the landing time with the lead; on success the campaign's analytics get a `lead_submitted` event
 * and the visitor the thank-you page.
 */
export async function LeadForm({ locale, page }: { locale: Locale; page: LandingPage }) {
  const slug = slugIn(page, locale);
  return (
    <>
      <RememberArrival slug={slug} />
      <DeclaredFormByKey data={await leadFormData(locale, page)} action={sendLead.bind(null, locale, slug)} dataUrl={leadFormDataUrl(slug, locale)} />
    </>
  );
}

/** Where the browser reads a campaign's form in a language, by the page's slug in that language. */
export const leadFormDataUrl = (slug: string, locale: Locale) => `/api/landing-pages/${encodeURIComponent(slug)}/form?lang=${locale}`;

/**
 * The campaign's form as data (its spec, what its plain post needs), kept on the server by key
 * (DeclaredFormByKey): the payload carries the key, and the form's code reads the same data from
 * app/api/landing-pages/[slug]/form when a field takes the focus.
 */
export async function leadFormData(locale: Locale, page: LandingPage): Promise<DeclaredFormData> {
  const slug = slugIn(page, locale);
  return { spec: await leadSpec(locale, page), noScript: { form: "lead", locale }, hiddenFields: { [SLUG_FIELD]: slug } };
}

/** A campaign's form by either language's slug (app/api/landing-pages/[slug]/form); the backend's 404 for an unknown one. */
export async function leadFormDataFor(locale: Locale, slug: string): Promise<DeclaredFormData> {
  return leadFormData(locale, await getLandingPage(locale, slug));
}

/** The form sent without JavaScript (app/api/forms/[form]) and shown again on its answer page. */
export const noScript: NoScriptDeclaration = {
  fields: FIELDS,
  send: (locale, values, { back, slug }) =>
    // The campaign's parameters are in the address of the page the form was sent from.
    sendLead(locale, slug, { ...valuesOf(values, FIELDS), ...utmOf(new URLSearchParams(back.split("?")[1] ?? "")) }),
  answer: async (locale, answer, flash) => {
    const page = flash?.slug ? await getLandingPage(locale, flash.slug).catch(() => null) : null;
    if (!page) return <LeadGone locale={locale} />;
    const slug = slugIn(page, locale);
    return <DeclaredFormMarkup spec={await leadSpec(locale, page)} noScript="lead" hiddenFields={{ [SLUG_FIELD]: slug }} answer={answer} />;
  },
  // The form is a card of its own.
  frame: "max-w-md",
};

/** The campaign form in `locale`. Its name takes 20 characters, or 50 on pages asking for the full name. */
async function leadSpec(locale: Locale, page: LandingPage): Promise<FormSpec> {
  const [t, tv, tf] = await Promise.all([getTranslations({ locale, namespace: "landing" }), getValidationT(locale), getTranslations({ locale, namespace: "forms" })]);
  const nameMax = page.form.name_variant === "long" ? 50 : 20;
  const name = t("fields.name");
  const phone = t("fields.phone");
  const message = t("fields.message");
  const slug = slugIn(page, locale);
  return {
    id: "lead",
    className: "space-y-4 rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-card)]",
    labelledBy: TITLE_ID,
    // Above the fields: the campaign's title, and that every field is required (each input carries `required` too).
    heading: { title: page.form.title, note: t("allRequired") },
    fields: [
      {
        name: "name",
        kind: "text",
        label: name,
        autoComplete: "name",
        required: true,
        rules: { required: tv("required", { field: name }), max: [nameMax, tv("max", { field: name, length: nameMax })] },
      },
      {
        name: "phone",
        kind: "tel",
        label: phone,
        hint: t("hints.phone"),
        autoComplete: "tel",
        required: true,
        rules: { required: tv("required", { field: phone }), bookingPhone: tv("bookingPhone", { field: phone }) },
      },
      { name: "message", kind: "textarea", label: message, hint: t("hints.message"), rows: 3, maxLength: 1000, required: true, rules: { required: tv("required", { field: message }) } },
    ],
    submit: { label: t("submit"), pending: t("sending"), className: "btn btn-accent btn-lg w-full disabled:opacity-80" },
    outcome: "alert",
    genericError: tf("genericError"),
    goTo: { href: getPathname({ locale, href: { pathname: "/landing-page/[[...slug]]", params: { slug: [slug, "thankyou-page"] } } }), event: "lead_submitted" },
    context: { campaign: slug },
  };
}
