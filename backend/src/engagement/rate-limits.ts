import type { Limit } from "../platform/rate-limit";

/** Every rate limit of the contact, newsletter, campaign and survey forms, counted in the database. */

/**
 * SPEC §9: three contact attempts a minute, counted per phone number (what the visitor gives as
 * theirs); an address, which a mobile carrier shares among many patients, only past 20 a minute.
 */
export const CONTACT_LIMITS = {
  ip: { name: "contact:ip", max: 20, windowSeconds: 60 },
  phone: { name: "contact:phone", max: 3, windowSeconds: 60 },
} satisfies Record<string, Limit>;

export const NEWSLETTER_LIMIT: Limit = { name: "newsletter:ip", max: 10, windowSeconds: 60 };

/** Campaign forms: a person sends one lead; more than five a minute from one phone, or twenty from one (shared) address, is a script. */
export const LEAD_LIMITS = {
  ip: { name: "lead:ip", max: 20, windowSeconds: 60 },
  phone: { name: "lead:phone", max: 5, windowSeconds: 60 },
} satisfies Record<string, Limit>;

export const SURVEY_LIMIT: Limit = { name: "survey:ip", max: 10, windowSeconds: 60 };
