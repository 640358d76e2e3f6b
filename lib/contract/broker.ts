import { z } from "zod";
import {
  IdNameSchema,
  ImageSchema,
  PagingQuerySchema,
  flagParam,
  intParam,
  sortKeyParam,
  sortTypeParam,
} from "./common";
import { CountrySchema } from "./settings";

export const BranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  country: CountrySchema,
  business_unit_id: z.number().int(),
});
export type Branch = z.infer<typeof BranchSchema>;
export const BranchesQuerySchema = z.object({
  id: intParam("id", 1),
  name: z.string().optional(),
  entity_id: intParam("entity_id", 1),
});

export const SpecialityQuerySchema = z.object({
  branch_id: intParam("branch_id", 1),
  name: z.string().optional(),
  limit: intParam("limit", 1, 100),
  page: intParam("page", 1),
});

export const DoctorSchema = z.object({
  id: z.number().int(),
  slug_ar: z.string(),
  slug_en: z.string(),
  name: z.string(),
  title: IdNameSchema.describe("Supervisor level: professor, assistant professor, consultant, specialist"),
  gender: IdNameSchema,
  speciality: IdNameSchema,
  sub_specialities: z.array(IdNameSchema),
  qualifications: z.array(z.string()),
  career_path: z.array(z.string()),
  services: z.array(z.string()),
  branch: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  business_unit_id: z.number().int(),
  image: ImageSchema,
  is_home: z.boolean(),
  order: z.number().int(),
  bio: z.string(),
});
export type Doctor = z.infer<typeof DoctorSchema>;

/** `soonest`: the doctor with the earliest free time first (their first kind, any branch, the next 14 days). */
export const DOCTOR_SORT_KEYS = ["order", "name", "id", "soonest"] as const;
/** Doctors with a free time today, or within the next seven days, each in its branch's own time zone. */
export const DOCTOR_AVAILABILITY = ["today", "week"] as const;
export type DoctorAvailability = (typeof DOCTOR_AVAILABILITY)[number];
export const DoctorsQuerySchema = PagingQuerySchema.extend({
  entity_id: intParam("entity_id", 1),
  branch_id: intParam("branch_id", 1),
  name: z.string().optional(),
  speciality_id: intParam("speciality_id", 1),
  gender_id: intParam("gender_id", 1),
  supervisor_level_id: intParam("supervisor_level_id", 1),
  sub_speciality_id: intParam("sub_speciality_id", 1),
  sort_key: sortKeyParam(DOCTOR_SORT_KEYS),
  sort_type: sortTypeParam(),
  is_home: flagParam("is_home"),
  available: z
    .enum(DOCTOR_AVAILABILITY, { error: `The selected available is invalid (allowed: ${DOCTOR_AVAILABILITY.join(", ")}).` })
    .optional()
    .describe("Only doctors with a free time today or this week (the next 7 days), in each branch's time zone"),
  ranking: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,40}$/, { error: "The selected ranking is invalid." })
    .optional()
    .describe(
      "With sort_key=soonest or available: the ranking the first page answered in meta.ranking, so that every page reads one order (a ranking run out or of other filters is ranked afresh)",
    ),
});
export type DoctorsQuery = z.input<typeof DoctorsQuerySchema>;

export const RelatedDoctorsQuerySchema = z.object({ limit: intParam("limit", 1, 100) });
