import { z } from "zod";

/** Shapes shared by every endpoint: language, images, paging, errors. */

export const LangSchema = z.enum(["ar", "en"]);
export type Lang = z.infer<typeof LangSchema>;

/** A business unit's currency: Saudi riyal or Egyptian pound. */
export const CurrencySchema = z.enum(["SAR", "EGP"]);
export type Currency = z.infer<typeof CurrencySchema>;

/** Paths are relative to the image base (`/storage/`). */
export const ImageVariantsSchema = z.object({ mobile: z.string(), desktop: z.string() });
export const ImageSchema = z.union([z.string(), ImageVariantsSchema]);
export type Image = z.infer<typeof ImageSchema>;

export const PagingMetaSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PagingMeta = z.infer<typeof PagingMetaSchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PagingMetaSchema });
export const arrayOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof IdNameSchema>;

export const MessageSchema = z.object({ message: z.string() });
/**
 * A refusal a client acts on: beside the message (in the caller's language, to show), a stable
 * machine `code` to switch on, never the message's words (e.g. `patient_overlap`).
 */
export const CodedErrorSchema = MessageSchema.extend({
  code: z.string().optional().describe("Stable machine code of the refusal, when a client may act on it"),
});
export type CodedError = z.infer<typeof CodedErrorSchema>;
/**
 * The `code` of a 400 or 415 for a request no route could read: a NUL byte in the URL or the body,
 * a body that does not parse, or a media type the route does not take.
 */
export type RequestRefusal = "nul_in_url" | "nul_in_body" | "unreadable_body" | "unsupported_content_type";
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;
export const OAuthErrorSchema = z.object({ error: z.string() });

export const DateTimeSchema = z.string().describe("ISO 8601 date-time with offset");
export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("YYYY-MM-DD");

/** The largest PostgreSQL `integer`: ids and counts above it cannot be queried, only refused. */
export const INT4_MAX = 2_147_483_647;

/** Query-string integer with an inclusive range (at most INT4_MAX) and a Laravel-style message naming the param. */
export const intParam = (name: string, min: number, max: number = INT4_MAX) =>
  z.coerce
    .number({ error: `The ${name} must be an integer.` })
    .int({ error: `The ${name} must be an integer.` })
    .min(min, { error: `The ${name} must be at least ${min}.` })
    .max(max, { error: `The ${name} may not be greater than ${max}.` })
    .optional();

/** `1`/`true` → true, `0`/`false` → false; anything else is a 422. */
export const flagParam = (name: string) =>
  z
    .enum(["0", "1", "true", "false"], { error: `The ${name} field must be 0 or 1.` })
    .transform((v) => v === "1" || v === "true")
    .optional();

export const sortKeyParam = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.enum(keys, { error: `The selected sort_key is invalid (allowed: ${keys.join(", ")}).` }).optional();

export const sortTypeParam = () =>
  z.enum(["asc", "desc"], { error: "The selected sort_type is invalid (allowed: asc, desc)." }).optional();

export const PagingQuerySchema = z.object({
  limit: intParam("limit", 1, 100),
  page: intParam("page", 1),
});

/** A row id in a body: a positive PostgreSQL `integer`; the messages name the field. */
export const idField = (name: string, required = `The ${name} must be an integer.`) =>
  z
    .number({ error: required })
    .int({ error: `The ${name} must be an integer.` })
    .min(1, { error: `The ${name} must be at least 1.` })
    .max(INT4_MAX, { error: `The ${name} may not be greater than ${INT4_MAX}.` });

/**
 * The days and instants any request may name. Beyond them, date arithmetic leaves what ISO strings
 * and PostgreSQL hold (9999-11-15 plus the 60 days a slot search looks ahead is year 10000).
 */
export const EARLIEST_DAY = "1900-01-01";
export const LATEST_DAY = "2100-12-31";
const EARLIEST_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const LATEST_MS = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);
const inDayRange = (ms: number) => ms >= EARLIEST_MS && ms <= LATEST_MS;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD naming a day that exists (2026-02-30 does not). */
const isRealDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/** A real calendar day, YYYY-MM-DD, from EARLIEST_DAY to LATEST_DAY. */
export const dayField = (name: string) =>
  z
    .string({ error: `The ${name} must be a date (YYYY-MM-DD).` })
    .regex(DAY, { error: `The ${name} must be a date (YYYY-MM-DD).` })
    .refine(isRealDay, { error: `The ${name} must be a date (YYYY-MM-DD).`, abort: true })
    .refine((day) => inDayRange(Date.parse(`${day}T00:00:00Z`)), { error: `The ${name} must be a date from ${EARLIEST_DAY} to ${LATEST_DAY}.` })
    .describe(`YYYY-MM-DD, from ${EARLIEST_DAY} to ${LATEST_DAY}`);

/** An ISO 8601 date-time with an offset, from EARLIEST_DAY to LATEST_DAY (in UTC). */
export const dateTimeField = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `The ${name} must be an ISO 8601 date-time with an offset.` })
    .refine((text) => inDayRange(Date.parse(text)), { error: `The ${name} must be a date-time from ${EARLIEST_DAY} to ${LATEST_DAY}.` });

export const SlugParamSchema = z.object({ slug: z.string().min(1) });
export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: "The id must be an integer." })
    .int({ error: "The id must be an integer." })
    .min(1)
    .max(INT4_MAX, { error: `The id may not be greater than ${INT4_MAX}.` }),
});
