import { z } from "zod";
import { PROFILE_CHOICES, type Profile, type ProfileChoiceField, type ProfileUpdateRequest } from "@/lib/contract/accounts";
import { PATTERNS, email, mobile, profileName, type Translate } from "@/lib/validation";

/**
 * The profile form's schema, shared by the form (zodResolver) and its server action. Inputs are
 * strings as the browser gives them ("" for a choice left open); `toProfileRequest` turns the
 * parsed values into the body of PUT /api/profile, which checks the same rules again.
 */
export interface ProfileFormText {
  labels: { fullName: string; secondName: string; email: string; mobile: string };
  /** Already translated range and date messages. */
  weightRange: string;
  heightRange: string;
  childrenRange: string;
  dateInvalid: string;
  occupationMax: string;
}

const blankOr = (test: (value: string) => boolean) => (value: string) => value.trim() === "" || test(value.trim());
const numberIn = (min: number, max: number, integer: boolean) => (value: string) => {
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n));
};
const pastDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) && d.getTime() <= Date.now() && d.getUTCFullYear() >= 1900;
};
type BlankOrChoice = { [K in ProfileChoiceField]: z.ZodEnum<{ [V in "" | (typeof PROFILE_CHOICES)[K][number]]: V }> };
/**
 * Every choice field of the profile (PROFILE_CHOICES, the contract's one list) as the form holds
 * it: one of its keys, or "" for a choice left open.
 */
const choices = Object.fromEntries(
  Object.entries(PROFILE_CHOICES).map(([field, values]) => [field, z.enum(["", ...values])]),
) as unknown as BlankOrChoice;
const yesNo = z.enum(["", "yes", "no"]);

export function profileFormSchema(text: ProfileFormText, t: Translate) {
  return z.object({
    full_name: profileName({ label: text.labels.fullName, t }).pipe(z.string().max(64, { error: t("max", { field: text.labels.fullName, length: 64 }) })),
    second_name: z
      .string()
      .trim()
      .max(64, { error: t("max", { field: text.labels.secondName, length: 64 }) })
      .refine(blankOr((v) => PATTERNS.lettersAndSpaces.test(v)), { error: t("lettersOnly", { field: text.labels.secondName }) }),
    date_of_birth: z.string().refine(blankOr(pastDate), { error: text.dateInvalid }),
    weight: z.string().refine(blankOr(numberIn(1, 500, false)), { error: text.weightRange }),
    height: z.string().refine(blankOr(numberIn(30, 250, true)), { error: text.heightRange }),
    children_count: z.string().refine(blankOr(numberIn(0, 30, true)), { error: text.childrenRange }),
    occupation: z.string().trim().max(100, { error: text.occupationMax }),
    email: email({ label: text.labels.email, t }),
    mobile: mobile({ label: text.labels.mobile, t }),
    ...choices,
    wheelchair_use: yesNo,
    organ_donor: yesNo,
  });
}

export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormValues = z.output<ReturnType<typeof profileFormSchema>>;

const orNull = <T extends string>(value: T | "") => (value === "" ? null : value);
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.trim().replace(",", ".")));
const flag = (value: "" | "yes" | "no") => (value === "" ? null : value === "yes");
const flagText = (value: boolean | null): "" | "yes" | "no" => (value === null ? "" : value ? "yes" : "no");

export function toProfileRequest(v: ProfileFormValues): ProfileUpdateRequest {
  return {
    full_name: v.full_name,
    second_name: v.second_name || null,
    date_of_birth: v.date_of_birth || null,
    gender: orNull(v.gender),
    blood_type: orNull(v.blood_type),
    weight: numberOrNull(v.weight),
    height: numberOrNull(v.height),
    marital_status: orNull(v.marital_status),
    children_count: numberOrNull(v.children_count),
    occupation: v.occupation || null,
    education: orNull(v.education),
    email: v.email,
    mobile: v.mobile,
    caffeine_use: orNull(v.caffeine_use),
    smoking_habit: orNull(v.smoking_habit),
    alcohol_consumption: orNull(v.alcohol_consumption),
    illicit_drug_use: orNull(v.illicit_drug_use),
    dietary_habit: orNull(v.dietary_habit),
    activity_level: orNull(v.activity_level),
    wheelchair_use: flag(v.wheelchair_use),
    organ_donor: flag(v.organ_donor),
  };
}

/** The saved profile as the form's starting values. */
export function toProfileForm(p: Profile): ProfileFormInput {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  return {
    full_name: p.full_name,
    second_name: text(p.second_name),
    date_of_birth: text(p.date_of_birth),
    gender: p.gender ?? "",
    blood_type: p.blood_type ?? "",
    weight: text(p.weight),
    height: text(p.height),
    marital_status: p.marital_status ?? "",
    children_count: text(p.children_count),
    occupation: text(p.occupation),
    education: p.education ?? "",
    email: p.email,
    mobile: p.mobile,
    caffeine_use: p.caffeine_use ?? "",
    smoking_habit: p.smoking_habit ?? "",
    alcohol_consumption: p.alcohol_consumption ?? "",
    illicit_drug_use: p.illicit_drug_use ?? "",
    dietary_habit: p.dietary_habit ?? "",
    activity_level: p.activity_level ?? "",
    wheelchair_use: flagText(p.wheelchair_use),
    organ_donor: flagText(p.organ_donor),
  };
}
