import { z } from "zod";
import { contactPhone, email, fullName } from "@/lib/validation/fields";
import { landingFormSchema } from "@/lib/validation/forms";
import { type Translate, englishMessages } from "@/lib/validation/messages";
import { DoctorSchema } from "./broker";
import { dateTimeField, ImageSchema } from "./common";
import { OfferSchema } from "./content";

/**
 * Contact, newsletter, surveys and campaign landing pages. The request schemas take translated
 * labels and a translator like those of lib/validation, so the website's forms and the backend
 * check the same rules and answer in the visitor's language.
 */
type Labels<K extends string> = Partial<Record<K, string>>;

export const ThanksSchema = z.object({ message: z.string() });

// ── Newsletter ────────────────────────────────────────────────────────────────────────────────

/** Consent is explicit (a ticked box) and kept with the page it was given on. */
export const newsletterSchema = (labels: Labels<"email" | "consentRequired"> = {}, t: Translate = englishMessages) =>
  z.object({
    email: email({ label: labels.email ?? "Email", t }).transform((v) => v.toLowerCase()),
    consent: z.literal(true, { error: labels.consentRequired ?? "Agree to receive the newsletter to subscribe" }),
    page: z.string().trim().max(500).optional(),
  });
export type NewsletterRequest = z.input<ReturnType<typeof newsletterSchema>>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().trim().min(16).max(128) });
export const UnsubscribeResponseSchema = z.object({ message: z.string(), email: z.string() });

// ── Surveys ───────────────────────────────────────────────────────────────────────────────────

export const SurveyQuestionTypeSchema = z.enum(["text", "select", "toggle"]);
export const SurveyQuestionSchema = z.object({
  id: z.number().int(),
  step: z.number().int().min(1),
  type: SurveyQuestionTypeSchema,
  label: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

export const SurveySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  business_unit: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  steps: z.number().int().describe("Question steps; the respondent's details are one more step"),
});
export type SurveySummary = z.infer<typeof SurveySummarySchema>;

export const SurveySchema = SurveySummarySchema.extend({ questions: z.array(SurveyQuestionSchema) });
export type Survey = z.infer<typeof SurveySchema>;

export const SURVEY_TEXT_MAX = 1000;
export const SurveyAnswerValueSchema = z.union([z.string().max(SURVEY_TEXT_MAX), z.boolean()]);

/** The respondent's details: full name 3–64, email, phone starting with 0 (SPEC §3, §5). */
export const surveyRespondentSchema = (labels: Labels<"name" | "email" | "phone"> = {}, t: Translate = englishMessages) =>
  z.object({
    name: fullName({ label: labels.name ?? "Full name", t }),
    email: email({ label: labels.email ?? "Email", t }).transform((v) => v.toLowerCase()),
    phone: contactPhone({ label: labels.phone ?? "Phone", t }),
  });

export const surveyAnswersSchema = (labels: Labels<"name" | "email" | "phone"> = {}, t: Translate = englishMessages) =>
  surveyRespondentSchema(labels, t).extend({
    lead: z.string().trim().min(1).max(64).regex(/^[\w-]+$/).optional(),
    answers: z.array(z.object({ question_id: z.number().int().min(1).max(2_147_483_647), value: SurveyAnswerValueSchema })).max(100),
  });
export type SurveyAnswersRequest = z.input<ReturnType<typeof surveyAnswersSchema>>;

// ── Landing pages ─────────────────────────────────────────────────────────────────────────────

export const LandingPageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  slug_ar: z.string(),
  slug_en: z.string(),
  title: z.string(),
  hero_text: z.string(),
  image: ImageSchema,
  business_unit_id: z.number().int(),
});
export type LandingPageSummary = z.infer<typeof LandingPageSummarySchema>;

export const LandingPageSchema = LandingPageSummarySchema.extend({
  benefits: z.array(z.string()),
  showcase: z.enum(["doctors", "offers"]),
  doctors: z.array(DoctorSchema),
  offers: z.array(OfferSchema),
  form: z.object({ title: z.string(), name_variant: z.enum(["short", "long"]) }),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

const utm = z.string().trim().max(100).optional();

/** The campaign's attribution, sent beside the form's own fields. */
export const LeadAttributionSchema = z.object({
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  referrer: z.string().trim().max(500).optional(),
  landed_at: dateTimeField("landed_at").optional(),
});
export type LeadAttribution = z.infer<typeof LeadAttributionSchema>;

/**
 * A lead as POST /api/landing_pages/{slug}/leads takes it: the landing form's fields (with the
 * page's name limit and the caller's labels) and the attribution. The website's action and the
 * backend validate with it alike.
 */
export const leadRequestSchema = (...form: Parameters<typeof landingFormSchema>) => landingFormSchema(...form).extend(LeadAttributionSchema.shape);
export type LeadRequest = z.input<ReturnType<typeof leadRequestSchema>>;
