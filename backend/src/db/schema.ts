import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Bilingual content keeps one column per language (`*_ar`, `*_en`): the API answers in one
 * language at a time, and both slugs must be unique so a detail can be found by either.
 * `search` holds the normalized text of both languages (see db/search-text.ts).
 */

export type StoredImage = string | { mobile: string; desktop: string };

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const businessUnits = pgTable("business_units", {
  id: id(),
  key: text("key").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  shortNameAr: text("short_name_ar").notNull(),
  shortNameEn: text("short_name_en").notNull(),
  descriptionAr: text("description_ar").notNull(),
  descriptionEn: text("description_en").notNull(),
  phone: text("phone").notNull(),
  whatsapp: text("whatsapp").notNull(),
  email: text("email").notNull(),
  country: text("country", { enum: ["SA", "EG"] }).notNull(),
  cityAr: text("city_ar").notNull(),
  cityEn: text("city_en").notNull(),
  currency: text("currency", { enum: ["SAR", "EGP"] }).notNull(),
  foundedYear: integer("founded_year").notNull(),
  image: jsonb("image").$type<StoredImage>().notNull(),
  slugAr: text("slug_ar").notNull().unique(),
  slugEn: text("slug_en").notNull().unique(),
});

export const branches = pgTable("branches", {
  id: id(),
  businessUnitId: integer("business_unit_id").notNull().references(() => businessUnits.id),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  phone: text("phone").notNull(),
  cityAr: text("city_ar").notNull(),
  cityEn: text("city_en").notNull(),
  country: text("country", { enum: ["SA", "EG"] }).notNull(),
  search: text("search").notNull(),
});

export const specialities = pgTable("specialities", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  order: integer("order").notNull().default(0),
  search: text("search").notNull(),
});

export const subSpecialities = pgTable(
  "sub_specialities",
  {
    id: id(),
    specialityId: integer("speciality_id").notNull().references(() => specialities.id, { onDelete: "cascade" }),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    search: text("search").notNull().default(""),
  },
  (t) => [index("sub_specialities_speciality_idx").on(t.specialityId)],
);

/** Reference lists the doctor filters use (ids are part of the wire contract: 1 male, 2 female). */
export const genders = pgTable("genders", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  /** Arabic titles agree with a feminine gender (استشاري → استشارية). */
  feminine: boolean("feminine").notNull().default(false),
});
export const supervisorLevels = pgTable("supervisor_levels", {
  id: id(),
  key: text("key").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  /** The Arabic title of a woman at this level; null when it is the same word. */
  nameArFeminine: text("name_ar_feminine"),
  nameEn: text("name_en").notNull(),
  order: integer("order").notNull().default(0),
});

export const doctors = pgTable(
  "doctors",
  {
    id: id(),
    slugAr: text("slug_ar").notNull().unique(),
    slugEn: text("slug_en").notNull().unique(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    supervisorLevelId: integer("supervisor_level_id").notNull().references(() => supervisorLevels.id),
    genderId: integer("gender_id").notNull().references(() => genders.id),
    specialityId: integer("speciality_id").notNull().references(() => specialities.id),
    branchId: integer("branch_id").notNull().references(() => branches.id),
    businessUnitId: integer("business_unit_id").notNull().references(() => businessUnits.id),
    qualificationsAr: jsonb("qualifications_ar").$type<string[]>().notNull(),
    qualificationsEn: jsonb("qualifications_en").$type<string[]>().notNull(),
    careerPathAr: jsonb("career_path_ar").$type<string[]>().notNull(),
    careerPathEn: jsonb("career_path_en").$type<string[]>().notNull(),
    servicesAr: jsonb("services_ar").$type<string[]>().notNull(),
    servicesEn: jsonb("services_en").$type<string[]>().notNull(),
    bioAr: text("bio_ar").notNull(),
    bioEn: text("bio_en").notNull(),
    image: jsonb("image").$type<StoredImage>().notNull(),
    isHome: boolean("is_home").notNull().default(false),
    order: integer("order").notNull().default(0),
    search: text("search").notNull(),
  },
  (t) => [
    index("doctors_speciality_idx").on(t.specialityId),
    index("doctors_branch_idx").on(t.branchId),
    index("doctors_order_idx").on(t.order, t.id),
  ],
);

export const doctorSubSpecialities = pgTable(
  "doctor_sub_specialities",
  {
    doctorId: integer("doctor_id").notNull().references(() => doctors.id, { onDelete: "cascade" }),
    subSpecialityId: integer("sub_speciality_id").notNull().references(() => subSpecialities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.subSpecialityId] }), index("doctor_sub_sub_idx").on(t.subSpecialityId)],
);

export const CONTENT_KINDS = [
  "clinic",
  "oncology",
  "service",
  "entertainment_service",
  "news",
  "homecare",
  "eclub",
  "event",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * One table for the simple content kinds: they share every column but a few kind-specific ones
 * (nullable here, required per kind by the check constraints below).
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: id(),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    businessUnitId: integer("business_unit_id").references(() => businessUnits.id),
    slugAr: text("slug_ar").notNull(),
    slugEn: text("slug_en").notNull(),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    excerptAr: text("excerpt_ar").notNull(),
    excerptEn: text("excerpt_en").notNull(),
    bodyAr: text("body_ar").notNull(),
    bodyEn: text("body_en").notNull(),
    image: jsonb("image").$type<StoredImage>().notNull(),
    order: integer("order").notNull().default(0),
    search: text("search").notNull(),
    // clinics and oncology centres
    phone: text("phone"),
    locationAr: text("location_ar"),
    locationEn: text("location_en"),
    workingHoursAr: text("working_hours_ar"),
    workingHoursEn: text("working_hours_en"),
    specialityId: integer("speciality_id").references(() => specialities.id),
    // news
    publishedAt: timestamp("published_at", { withTimezone: true }),
    // events
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    timeZone: text("time_zone", { enum: ["Asia/Riyadh", "Africa/Cairo"] }),
    ...stamps,
  },
  (t) => [
    uniqueIndex("content_items_kind_slug_ar").on(t.kind, t.slugAr),
    uniqueIndex("content_items_kind_slug_en").on(t.kind, t.slugEn),
    index("content_items_kind_order").on(t.kind, t.order, t.id),
  ],
);

export const offerCategories = pgTable("offer_categories", {
  id: id(),
  slugAr: text("slug_ar").notNull().unique(),
  slugEn: text("slug_en").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  order: integer("order").notNull().default(0),
});

export const offers = pgTable(
  "offers",
  {
    id: id(),
    businessUnitId: integer("business_unit_id").notNull().references(() => businessUnits.id),
    slugAr: text("slug_ar").notNull().unique(),
    slugEn: text("slug_en").notNull().unique(),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    excerptAr: text("excerpt_ar").notNull(),
    excerptEn: text("excerpt_en").notNull(),
    bodyAr: text("body_ar").notNull(),
    bodyEn: text("body_en").notNull(),
    image: jsonb("image").$type<StoredImage>().notNull(),
    order: integer("order").notNull().default(0),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    priceInsteadOf: numeric("price_instead_of", { precision: 10, scale: 2, mode: "number" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    bookingsCount: integer("bookings_count").notNull().default(0),
    isSpecial: boolean("is_special").notNull().default(false),
    search: text("search").notNull(),
    ...stamps,
  },
  (t) => [index("offers_bu_idx").on(t.businessUnitId, t.endDate)],
);

export const offerCategoryLinks = pgTable(
  "offer_category_links",
  {
    offerId: integer("offer_id").notNull().references(() => offers.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => offerCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.categoryId] }), index("offer_category_links_cat_idx").on(t.categoryId)],
);

export const postCategories = pgTable("post_categories", {
  id: id(),
  slugAr: text("slug_ar").notNull().unique(),
  slugEn: text("slug_en").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  order: integer("order").notNull().default(0),
});

export const tags = pgTable("tags", {
  id: id(),
  slugAr: text("slug_ar").notNull().unique(),
  slugEn: text("slug_en").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
});

export const posts = pgTable(
  "posts",
  {
    id: id(),
    categoryId: integer("category_id").notNull().references(() => postCategories.id),
    slugAr: text("slug_ar").notNull().unique(),
    slugEn: text("slug_en").notNull().unique(),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    excerptAr: text("excerpt_ar").notNull(),
    excerptEn: text("excerpt_en").notNull(),
    bodyAr: text("body_ar").notNull(),
    bodyEn: text("body_en").notNull(),
    authorAr: text("author_ar").notNull(),
    authorEn: text("author_en").notNull(),
    image: jsonb("image").$type<StoredImage>().notNull(),
    order: integer("order").notNull().default(0),
    isHidden: boolean("is_hidden").notNull().default(false),
    views: integer("views").notNull().default(0),
    readingMinutes: integer("reading_minutes").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    search: text("search").notNull(),
    ...stamps,
  },
  (t) => [
    index("posts_published_idx").on(t.isHidden, t.publishedAt),
    index("posts_category_idx").on(t.categoryId),
  ],
);

export const postTags = pgTable(
  "post_tags",
  {
    postId: integer("post_id").notNull().references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id").notNull().references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_tag_idx").on(t.tagId)],
);

export const faqs = pgTable("faqs", {
  id: id(),
  groupAr: text("group_ar").notNull(),
  groupEn: text("group_en").notNull(),
  questionAr: text("question_ar").notNull(),
  questionEn: text("question_en").notNull(),
  answerAr: text("answer_ar").notNull(),
  answerEn: text("answer_en").notNull(),
  order: integer("order").notNull().default(0),
});

export const testimonials = pgTable("testimonials", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  textAr: text("text_ar").notNull(),
  textEn: text("text_en").notNull(),
  rating: integer("rating").notNull(),
  image: jsonb("image").$type<StoredImage>().notNull(),
  order: integer("order").notNull().default(0),
});

export const socialLinks = pgTable("social_links", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  url: text("url").notNull(),
  icon: text("icon").notNull(),
  order: integer("order").notNull().default(0),
});

export const sliders = pgTable("sliders", {
  id: id(),
  businessUnitId: integer("business_unit_id").references(() => businessUnits.id),
  titleAr: text("title_ar").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionAr: text("description_ar").notNull(),
  descriptionEn: text("description_en").notNull(),
  linkTextAr: text("link_text_ar").notNull(),
  linkTextEn: text("link_text_en").notNull(),
  link: text("link").notNull(),
  image: jsonb("image").$type<{ mobile: string; desktop: string }>().notNull(),
  order: integer("order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const redirects = pgTable("redirects", {
  id: id(),
  fromPath: text("from_path").notNull().unique(),
  toPath: text("to_path").notNull(),
  status: integer("status").notNull().default(301),
});

export const MENUS = ["header", "footer", "webMore"] as const;
export const pageConfigurations = pgTable(
  "page_configurations",
  {
    id: id(),
    menu: text("menu", { enum: MENUS }).notNull(),
    parentId: integer("parent_id"),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    path: text("path").notNull(),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("page_configurations_menu_idx").on(t.menu, t.order)],
);

export const seoEntries = pgTable("seo_entries", {
  page: text("page").primaryKey(),
  titleAr: text("title_ar").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionAr: text("description_ar").notNull(),
  descriptionEn: text("description_en").notNull(),
  keywordsAr: text("keywords_ar").notNull(),
  keywordsEn: text("keywords_en").notNull(),
  image: jsonb("image").$type<StoredImage>().notNull(),
});

/** Settings documents (general, about_us, about_us_page) per language, optionally per business unit. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: id(),
    key: text("key").notNull(),
    businessUnitId: integer("business_unit_id").references(() => businessUnits.id),
    valueAr: jsonb("value_ar").$type<Record<string, unknown>>().notNull(),
    valueEn: jsonb("value_en").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex("site_settings_key_bu").on(t.key, sql`coalesce(${t.businessUnitId}, 0)`)],
);

export const users = pgTable("users", {
  id: id(),
  firstName: text("first_name").notNull(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull().unique(),
  mobile: text("mobile").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** When the mobile was proven by a sign-up code; an account without it cannot sign in. */
  verifiedAt: timestamp("verified_at", { withTimezone: true }).defaultNow(),
  /** Marketing consent is separate from the terms (PDPL): null until the patient opts in. */
  marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
  /** A patient known to the hospital signs in to the health record (PHR) with either of these. */
  nationalId: text("national_id").unique(),
  medicalRecordNumber: text("medical_record_number").unique(),
  /** A deleted account keeps its row (appointments point at it) with every personal field wiped. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: stamps.createdAt,
});

/** Opaque user tokens: only the SHA-256 of the token is stored, so a leaked table grants nothing. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: id(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId)],
);

export * from "./schema-platform";
export * from "./schema-accounts";
export * from "./schema-payments";
export * from "./schema-engagement";
export * from "./schema-booking";
export * from "./schema-offer-bookings";
export * from "./schema-family";
export * from "./schema-waitlist";
export * from "./schema-rankings";
export * from "./schema-records";
