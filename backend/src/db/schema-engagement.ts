import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { businessUnits, type StoredImage } from "./schema";

/**
 * Tables of the engagement module: contact messages, newsletter subscriptions, surveys with their
 * answers, and campaign landing pages with their leads.
 *
 * What visitors send (contact messages, subscriptions) names its business unit without a foreign
 * key: re-seeding the content truncates the business units, and visitors' messages and consents
 * must survive it, as users do. Survey answers and leads belong to their survey or page.
 */

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessUnitId: integer("business_unit_id").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    lang: text("lang").$type<"ar" | "en">().notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_bu_idx").on(t.businessUnitId, t.createdAt)],
);

/**
 * One subscription per email (the unique index is the guarantee, not a check in code). Consent is
 * explicit and kept with its time and the page it was given on; `unsubscribeToken` goes into
 * every email so the link works without signing in.
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  businessUnitId: integer("business_unit_id").notNull(),
  email: text("email").notNull().unique(),
  lang: text("lang").$type<"ar" | "en">().notNull(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  consentPage: text("consent_page").notNull(),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const SURVEY_QUESTION_TYPES = ["text", "select", "toggle"] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];
export interface SurveyOption {
  value: string;
  labelAr: string;
  labelEn: string;
}

export const surveys = pgTable(
  "surveys",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    businessUnitId: integer("business_unit_id")
      .notNull()
      .references(() => businessUnits.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    introAr: text("intro_ar").notNull(),
    introEn: text("intro_en").notNull(),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("surveys_bu_slug").on(t.businessUnitId, t.slug)],
);

/** Questions are grouped into steps (1, 2, …); the respondent's name, email and phone come last. */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    order: integer("order").notNull().default(0),
    type: text("type").$type<SurveyQuestionType>().notNull(),
    labelAr: text("label_ar").notNull(),
    labelEn: text("label_en").notNull(),
    required: boolean("required").notNull().default(true),
    options: jsonb("options").$type<SurveyOption[]>(),
  },
  (t) => [index("survey_questions_survey_idx").on(t.surveyId, t.step, t.order)],
);

/**
 * One answer per respondent and survey, whether they are known by the campaign lead, their email
 * or their phone: three unique indexes (NULL leads never collide), so two submissions at once
 * cannot both pass.
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    lead: text("lead"),
    answers: jsonb("answers").$type<Array<{ question_id: number; value: string | boolean }>>().notNull(),
    lang: text("lang").$type<"ar" | "en">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("survey_responses_email").on(t.surveyId, t.email),
    uniqueIndex("survey_responses_phone").on(t.surveyId, t.phone),
    uniqueIndex("survey_responses_lead").on(t.surveyId, t.lead),
  ],
);

export const LANDING_SHOWCASES = ["doctors", "offers"] as const;
export type LandingShowcase = (typeof LANDING_SHOWCASES)[number];

export const landingPages = pgTable("landing_pages", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  businessUnitId: integer("business_unit_id")
    .notNull()
    .references(() => businessUnits.id, { onDelete: "cascade" }),
  slugAr: text("slug_ar").notNull().unique(),
  slugEn: text("slug_en").notNull().unique(),
  titleAr: text("title_ar").notNull(),
  titleEn: text("title_en").notNull(),
  heroTextAr: text("hero_text_ar").notNull(),
  heroTextEn: text("hero_text_en").notNull(),
  heroImage: jsonb("hero_image").$type<StoredImage>().notNull(),
  benefitsAr: jsonb("benefits_ar").$type<string[]>().notNull(),
  benefitsEn: jsonb("benefits_en").$type<string[]>().notNull(),
  /** What the page shows under the benefits: doctors of one specialty, or offers of one category. */
  showcase: text("showcase").$type<LandingShowcase>().notNull(),
  /** The specialty id (doctors) or offer category id (offers); null shows the unit's first ones. */
  showcaseFilter: integer("showcase_filter"),
  formTitleAr: text("form_title_ar").notNull(),
  formTitleEn: text("form_title_en").notNull(),
  /** SPEC §5: the landing form's name is at most 20 characters, or 50 in the long variant. */
  nameVariant: text("name_variant").$type<"short" | "long">().notNull().default("short"),
  order: integer("order").notNull().default(0),
});

export const landingLeads = pgTable(
  "landing_leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    landingPageId: integer("landing_page_id")
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    referrer: text("referrer"),
    /** When the visitor arrived on the page (sent by the site), beside when the lead was stored. */
    landedAt: timestamp("landed_at", { withTimezone: true }),
    lang: text("lang").$type<"ar" | "en">().notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("landing_leads_page_idx").on(t.landingPageId, t.createdAt)],
);
