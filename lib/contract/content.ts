import { z } from "zod";
import {
  CurrencySchema,
  DateSchema,
  DateTimeSchema,
  IdNameSchema,
  ImageSchema,
  PagingQuerySchema,
  flagParam,
  intParam,
  sortKeyParam,
  sortTypeParam,
} from "./common";

/** Fields every content item (clinic, service, news, offer, post, …) carries. */
export const ContentItemSchema = z.object({
  id: z.number().int(),
  slug_ar: z.string(),
  slug_en: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string().describe("HTML"),
  image: ImageSchema,
  order: z.number().int(),
  business_unit_id: z.number().int().nullable(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ClinicSchema = ContentItemSchema.extend({
  phone: z.string(),
  location: z.string(),
  working_hours: z.string(),
  speciality: IdNameSchema.nullable(),
});
export type Clinic = z.infer<typeof ClinicSchema>;

export const NewsSchema = ContentItemSchema.extend({ published_at: DateTimeSchema });
export type News = z.infer<typeof NewsSchema>;

export const EventSchema = ContentItemSchema.extend({
  starts_at: DateTimeSchema,
  ends_at: DateTimeSchema,
  time_zone: z.enum(["Asia/Riyadh", "Africa/Cairo"]),
  location: z.string(),
});
export type Event = z.infer<typeof EventSchema>;

export const CategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_ar: z.string(),
  slug_en: z.string(),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const OfferSchema = ContentItemSchema.extend({
  price: z.number(),
  price_instead_of: z.number(),
  discount: z.number().int().describe("Percent off price_instead_of"),
  saving: z.number().describe("price_instead_of - price"),
  currency: CurrencySchema,
  end_date: DateSchema,
  is_expired: z.boolean(),
  categories: z.array(CategoryRefSchema),
  bookings_count: z.number().int(),
  is_special: z.boolean(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferCategorySchema = CategoryRefSchema.extend({ offers_count: z.number().int() });
export type OfferCategory = z.infer<typeof OfferCategorySchema>;

/** clinics and oncologies: name search plus an explicit offset (`skip`) besides paging. */
export const SearchableListQuerySchema = PagingQuerySchema.extend({
  search: z.string().optional(),
  skip: intParam("skip", 0),
});

export const OFFER_SORT_KEYS = ["price", "bookings", "order", "end_date"] as const;
export const OffersQuerySchema = PagingQuerySchema.extend({
  search: z.string().optional(),
  categories_id: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: "The categories_id must be a comma-separated list of ids." })
    .optional()
    .describe("One id or several, comma-separated"),
  sort_key: sortKeyParam(OFFER_SORT_KEYS),
  sort_type: sortTypeParam(),
  is_special: flagParam("is_special").describe("1 = special offers only (the home block asks limit=3)"),
  show_expired: flagParam("show_expired").describe("1 = include offers whose end_date has passed"),
});

export const CONTENT_SORT_KEYS = ["order", "created_at", "title"] as const;
export const SortedListQuerySchema = PagingQuerySchema.extend({
  sort_key: sortKeyParam(CONTENT_SORT_KEYS),
  sort_type: sortTypeParam(),
});
export const NewsQuerySchema = PagingQuerySchema.extend({
  sort_key: sortKeyParam([...CONTENT_SORT_KEYS, "published_at"] as const),
  sort_type: sortTypeParam(),
});
export const EventsQuerySchema = PagingQuerySchema.extend({
  sort_key: sortKeyParam([...CONTENT_SORT_KEYS, "starts_at"] as const),
  sort_type: sortTypeParam(),
  when: z
    .enum(["upcoming", "past"], { error: "The selected when is invalid (allowed: upcoming, past)." })
    .optional(),
});

export const FaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().describe("HTML"),
  group: z.string(),
  order: z.number().int(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const SocialLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  icon: z.string().describe("Icon key: facebook, x, instagram, youtube, linkedin, snapchat, tiktok, whatsapp"),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  image: ImageSchema,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
