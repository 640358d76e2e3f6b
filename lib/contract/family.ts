import { z } from "zod";
import { idNumber, mobile, PATTERNS, type Translate } from "@/lib/validation";
import { englishMessages } from "@/lib/validation/messages";
import { CodedErrorSchema, DateSchema, idField } from "./common";

/**
 * Family members a signed-in patient books for (a child, a parent…). The request schema is built
 * from lib/validation's field rules with a translator, so the profile's form and the backend check
 * the same things; the backend's copy speaks English, the site's form the visitor's language.
 */

/** Who a member is to the account holder: the relations patients in Saudi Arabia and Egypt book for. */
export const FAMILY_RELATIONS = ["child", "parent", "spouse", "sibling", "other"] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const FAMILY_GENDERS = ["male", "female"] as const;

/** Most members one account keeps: a household, not a clinic's list. */
export const FAMILY_MEMBERS_MAX = 10;

/** The 409 `code` when the account already keeps FAMILY_MEMBERS_MAX members. */
export const FAMILY_LIMIT_CODE = "family_limit";
/** The 409 `code` when a member still has an upcoming appointment: cancel it first. */
export const FAMILY_MEMBER_BOOKED_CODE = "family_member_booked";

export const FamilyMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  date_of_birth: DateSchema,
  gender: z.enum(FAMILY_GENDERS),
  national_id: z.string().nullable().describe("Saudi national ID or iqama: 10 digits starting with 1 or 2"),
  mobile: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

export const FamilyMembersResponseSchema = z.object({
  data: z.array(FamilyMemberSchema),
  meta: z.object({ max: z.number().int().describe("Most members the account may keep") }),
});
export type FamilyMembersResponse = z.infer<typeof FamilyMembersResponseSchema>;
export const FamilyMemberResponseSchema = z.object({ data: FamilyMemberSchema, message: z.string() });
export const FamilyConflictSchema = CodedErrorSchema;

const pastDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) && d.getTime() <= Date.now() && d.getUTCFullYear() >= 1900;
};

/** Labels of the fields (the site passes its translated ones) and the two messages with no generic rule. */
export interface FamilyFormText {
  labels: { fullName: string; relation: string; dateOfBirth: string; gender: string; nationalId: string; mobile: string };
  dateInvalid: string;
}

const englishText: FamilyFormText = {
  labels: { fullName: "Full name", relation: "Relation", dateOfBirth: "Date of birth", gender: "Gender", nationalId: "National ID or iqama", mobile: "Mobile" },
  dateInvalid: "The date of birth must be a past date (YYYY-MM-DD).",
};

/** Empty means absent; anything else must pass `field`. */
const optional = <T extends z.ZodType<string, string>>(field: T) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(z.union([z.null(), field]));

/** POST /api/profile/family and PUT /api/profile/family/{id}: the whole member. */
export function familyMemberRequestSchema(text: FamilyFormText = englishText, t: Translate = englishMessages) {
  const { labels } = text;
  const required = { error: t("required", { field: labels.relation }) };
  return z.object({
    full_name: z
      .string({ error: t("required", { field: labels.fullName }) })
      .trim()
      .min(1, { error: t("required", { field: labels.fullName }), abort: true })
      .min(3, { error: t("min", { field: labels.fullName, length: 3 }) })
      .max(64, { error: t("max", { field: labels.fullName, length: 64 }) })
      .regex(PATTERNS.lettersAndSpaces, { error: t("lettersOnly", { field: labels.fullName }) }),
    relation: z.enum(FAMILY_RELATIONS, required),
    date_of_birth: z
      .string({ error: t("required", { field: labels.dateOfBirth }) })
      .min(1, { error: t("required", { field: labels.dateOfBirth }), abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: text.dateInvalid, abort: true })
      .refine(pastDate, { error: text.dateInvalid }),
    gender: z.enum(FAMILY_GENDERS, { error: t("required", { field: labels.gender }) }),
    national_id: optional(idNumber({ label: labels.nationalId, t })),
    mobile: optional(mobile({ label: labels.mobile, t })),
  });
}

export const FamilyMemberRequestSchema = familyMemberRequestSchema();
export type FamilyMemberRequest = z.input<typeof FamilyMemberRequestSchema>;
export type FamilyMemberValues = z.output<typeof FamilyMemberRequestSchema>;

/** `family_member_id` of a hold or an appointment: one of the signed-in patient's members (absent: the patient). */
export const familyMemberIdField = idField("family_member_id")
  .optional()
  .describe(
    "One of the signed-in patient's family members (GET /api/profile/family) the visit is for; absent: the patient themself. " +
      "A hold that names none for a patient who has family members is checked for the person at the confirmation, not before",
  );
