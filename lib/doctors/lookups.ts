import { z } from "zod";
import { AppointmentKindSchema, NextSlotsQuerySchema } from "@/lib/contract/booking";
import { MAX_NAME_LENGTH } from "@/lib/doctors/search-params";
import { locales } from "@/lib/i18n/routing";

/**
 * The doctor search's live lookups as the site's own GET endpoints (name suggestions, the specialty
 * combobox, sub-specialties, the cards' next free times, a doctor's week of times for booking): one
 * schema per query, read by the route handlers (app/api/lookups). Every read of availability goes
 * this way; server actions are for what changes it (holds, bookings).
 * The browser builds the URLs with lib/doctors/lookup-urls.ts, which stays free of zod so the
 * validator never ships to the browser. Plain GETs can be cancelled, cached by the browser and a
 * CDN, and run side by side, where server actions are POSTs that run one after another.
 */

const LangSchema = z.enum(locales);
const IdSchema = z.coerce.number().int().min(1).max(999_999_999);

export const DoctorNameLookupSchema = z.object({
  lang: LangSchema,
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
});
export type DoctorNameLookup = z.infer<typeof DoctorNameLookupSchema>;

export const SpecialityLookupSchema = z.object({
  lang: LangSchema,
  branch: IdSchema.optional(),
  name: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(100),
});
export type SpecialityLookup = z.infer<typeof SpecialityLookupSchema>;

/** The interactive filters' lists and messages; the branch chooses their first specialties. */
export const DoctorFiltersLookupSchema = z.object({ lang: LangSchema, branch: IdSchema.optional() });
export type DoctorFiltersLookup = z.infer<typeof DoctorFiltersLookupSchema>;

export const SubSpecialityLookupSchema = z.object({ lang: LangSchema, speciality: IdSchema });
export type SubSpecialityLookup = z.infer<typeof SubSpecialityLookupSchema>;

/** The doctor cards' next free times: the backend's own rule for the list of ids. */
export const NextSlotsLookupSchema = z.object({ lang: LangSchema, doctor_ids: NextSlotsQuerySchema.shape.doctor_ids });
export type NextSlotsLookup = z.infer<typeof NextSlotsLookupSchema>;

/** A doctor's free times for 7 local days from `from` (today when absent), for the booking's picker. */
export const DoctorSlotsLookupSchema = z.object({
  lang: LangSchema,
  doctor_id: IdSchema,
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  branch_id: IdSchema.optional(),
  kind: AppointmentKindSchema.optional(),
});
export type DoctorSlotsLookup = z.infer<typeof DoctorSlotsLookupSchema>;

/** Reads a query string against a lookup schema; `null` when it does not fit. */
export function parseLookup<T>(schema: z.ZodType<T>, query: URLSearchParams): T | null {
  const result = schema.safeParse(Object.fromEntries(query.entries()));
  return result.success ? result.data : null;
}
