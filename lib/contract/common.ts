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
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;
export const OAuthErrorSchema = z.object({ error: z.string() });

export const SortTypeSchema = z.enum(["asc", "desc"]);
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

export const SlugParamSchema = z.object({ slug: z.string().min(1) });
export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: "The id must be an integer." })
    .int({ error: "The id must be an integer." })
    .min(1)
    .max(INT4_MAX, { error: `The id may not be greater than ${INT4_MAX}.` }),
});
