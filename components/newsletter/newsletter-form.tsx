import { getTranslations } from "next-intl/server";
import { DeclaredFormByKey, DeclaredFormMarkup } from "@/components/forms/declared-form";
import type { DeclaredFormData } from "@/components/forms/declared-form-view";
import type { FormSpec } from "@/components/forms/form-spec";
import { frameDataUrl } from "@/lib/api/frame-data";
import { subscribeToNewsletter } from "@/lib/engagement/newsletter-actions";
import { ANSWER_CARD, type NoScriptDeclaration } from "@/lib/forms/no-script/declaration";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The newsletter sign-up (SPEC §1), declared in one place: its fields and the rules the browser
 * checks (newsletterSpec), its server action (subscribeToNewsletter, which checks again with the
 * full schema), and what a plain post sends through that same action. The server renders it as
 * native fields that a browser without JavaScript posts to /api/forms/newsletter; it is in every
 * page's footer, so its code (the one of every form told as data) loads only when a field takes
 * the focus.
 */
export async function NewsletterForm({ locale }: { locale: Locale }) {
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: "newsletter" }), footerNewsletterData(locale)]);
  const headingId = "newsletter-footer";
  return (
    <section aria-labelledby={headingId} className="container-page pb-10">
      {/* Its card, title and intro are styled from .newsletter-card (globals.css): every page's footer repeats them. */}
      <div className="newsletter-card">
        <div>
          <h2 id={headingId}>{t("title")}</h2>
          <p>{t("intro")}</p>
        </div>
        <DeclaredFormByKey data={data} action={subscribeToNewsletter.bind(null, locale)} dataUrl={frameDataUrl("newsletter-form", locale)} />
      </div>
    </section>
  );
}

/**
 * The footer's form as data: its spec and what its plain post needs, the same for every page of a
 * language. Kept on the server by key (DeclaredFormByKey), and answered to the browser at
 * /api/frame/newsletter-form (lib/api/frame-data.ts).
 */
export async function footerNewsletterData(locale: Locale): Promise<DeclaredFormData> {
  const spec = await newsletterSpec(locale, "newsletter-footer-form");
  let data = footerData.get(spec);
  if (!data) {
    data = { spec, noScript: { form: "newsletter", locale } };
    footerData.set(spec, data);
  }
  return data;
}

/** One object per spec, itself built once per locale: kept on every page's render, it is hashed once (keepData). */
const footerData = new WeakMap<FormSpec, DeclaredFormData>();

/** The form sent without JavaScript (app/api/forms/[form]) and shown again on its answer page. */
export const noScript: NoScriptDeclaration = {
  fields: ["email", "consent"],
  send: (locale, values, { back }) =>
    subscribeToNewsletter(locale, { email: values.email ?? "", consent: Boolean(values.consent), page: back.split("?")[0] ?? "/" }),
  answer: async (locale, answer) => <DeclaredFormMarkup spec={await newsletterSpec(locale, "newsletter-answer-form")} noScript="newsletter" answer={answer} />,
  frame: `max-w-md ${ANSWER_CARD}`,
};

/**
 * Built once per locale and id, not on every render: the footer of every page rendered per request
 * draws this form, and its spec is data of the build (the messages and the rules), the same for
 * every visitor. A failed build of it is forgotten, so the next render tries again.
 */
const specs = new Map<string, Promise<FormSpec>>();

/** The newsletter form in `locale`: an email and a consent, both required. */
export function newsletterSpec(locale: Locale, id: string): Promise<FormSpec> {
  const key = `${locale} ${id}`;
  let spec = specs.get(key);
  if (!spec) {
    spec = buildNewsletterSpec(locale, id);
    specs.set(key, spec);
    spec.catch(() => specs.delete(key));
  }
  return spec;
}

async function buildNewsletterSpec(locale: Locale, id: string): Promise<FormSpec> {
  const [t, tv, tf] = await Promise.all([
    getTranslations({ locale, namespace: "newsletter" }),
    getTranslations({ locale, namespace: "validation" }),
    getTranslations({ locale, namespace: "forms" }),
  ]);
  const email = t("emailLabel");
  return {
    id,
    className: "space-y-3",
    fields: [
      {
        name: "email",
        kind: "email",
        label: email,
        labelHidden: true,
        autoComplete: "email",
        trim: true,
        rules: { required: tv("required", { field: email }), email: tv("email", { field: email }) },
      },
      { name: "consent", kind: "checkbox", label: t("consentLabel"), value: "yes", small: true, rules: { required: t("consentRequired") } },
    ],
    submit: { label: t("submit"), pending: t("sending"), className: "btn btn-primary btn-lg w-full disabled:opacity-80 sm:w-auto" },
    outcome: "status",
    genericError: tf("genericError"),
    context: "page",
    // The home page has a newsletter form of its own besides the footer's.
    repeated: true,
  };
}
