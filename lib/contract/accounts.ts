import { z } from "zod";
import {
  PATTERNS,
  email,
  mobile,
  otpCode,
  password,
  passwordConfirmation,
  profileName,
  resetIdentifier,
  signUpName,
} from "@/lib/validation";
import { MessageSchema } from "./common";
import { UserSchema } from "./auth";
import { RiskAssessmentSchema } from "./risk";
import { FamilyMemberSchema } from "./family";

/**
 * Sign-up, one-time codes, password reset and the patient's profile. The request schemas are
 * built from lib/validation's field rules, so the website's forms and the backend check the
 * same things; field errors come out in English here (the website translates its own).
 */

export const OTP_PURPOSES = ["register", "reset", "contact"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/**
 * Codes the backend also sends for its own checks, never verified through POST /api/auth/otp/verify
 * (`offer_booking`: a guest proves the mobile an offer is booked for; `records_link`: a patient proves
 * the mobile the hospital's records hold, to link the account to them).
 */
export type StoredOtpPurpose = OtpPurpose | "account_delete" | "social_link" | "offer_booking" | "records_link";

/** Seconds a code stays valid, and the wait before another can be sent. */
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export const RegisterRequestSchema = passwordConfirmation(
  z.object({
    first_name: signUpName({ label: "First name" }),
    email: email({ label: "Email" }),
    mobile: mobile({ label: "Mobile" }),
    password: password({ label: "Password" }),
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
    /** Marketing consent, separate from the terms and off unless ticked (PDPL). */
    newsletter: z.boolean({ error: "The newsletter field must be true or false." }).optional(),
  }),
);
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

const identifier = z
  .string({ error: "The identifier field is required." })
  .trim()
  .min(1, { error: "The identifier field is required." })
  .max(254, { error: "The identifier must be 254 characters or fewer." });

const purpose = z.enum(OTP_PURPOSES, { error: "The selected purpose is invalid (allowed: register, reset, contact)." });

/**
 * A code's key, from the link in its message: sent while wrong codes for the account are being
 * entered, it lets the message's reader enter the code when a stranger has spent the tries.
 */
export const CODE_KEY_PATTERN = /^[0-9a-f]{32}$/;
export const CodeKeySchema = z
  .string()
  .regex(CODE_KEY_PATTERN, { error: "The key is invalid." })
  .optional()
  .describe("The code's key, from the link in its message (sent while wrong codes are being entered for the account)");

export const OtpVerifyRequestSchema = z.object({
  identifier,
  code: otpCode({ label: "Code" }),
  purpose,
  key: CodeKeySchema,
});
export type OtpVerifyRequest = z.input<typeof OtpVerifyRequestSchema>;

export const OtpResendRequestSchema = z.object({ identifier, purpose });
export type OtpResendRequest = z.input<typeof OtpResendRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({
  email_or_phone: resetIdentifier({ label: "Email or mobile" }),
});
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = passwordConfirmation(
  z.object({
    reset_token: z.string({ error: "The reset token is required." }).min(1, { error: "The reset token is required." }).max(200),
    password: password({ label: "Password" }),
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  }),
);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** A code went out (or, for an unknown account, would have): where to, and the timings. */
export const OtpSentResponseSchema = z.object({
  message: z.string(),
  identifier: z.string().describe("Normalized email or mobile the code was sent to; pass it back to verify"),
  channel: z.enum(["sms", "email"]),
  resend_after: z.number().int().describe("Seconds before another code can be asked for"),
  expires_in: z.number().int().describe("Seconds the code stays valid"),
});
export type OtpSentResponse = z.infer<typeof OtpSentResponseSchema>;

export const OtpResendResponseSchema = z.object({ message: z.string(), resend_after: z.number().int() });
export type OtpResendResponse = z.infer<typeof OtpResendResponseSchema>;

export const SignedInResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  user: UserSchema,
});
export const ResetTokenResponseSchema = z.object({ reset_token: z.string(), expires_in: z.number().int() });
export const ContactChangedResponseSchema = z.object({ message: z.string(), user: UserSchema });
export const OtpVerifyResponseSchema = z.union([SignedInResponseSchema, ResetTokenResponseSchema, ContactChangedResponseSchema]);
export type OtpVerifyResponse = z.infer<typeof OtpVerifyResponseSchema>;

export const PasswordResetResponseSchema = MessageSchema;

/* ---------- profile ---------- */

/** Keys of the profile's choice fields; labels live in the website's "profile" messages. */
export const PROFILE_CHOICES = {
  gender: ["male", "female"],
  blood_type: ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"],
  marital_status: ["single", "married", "divorced", "widowed"],
  education: ["none", "primary", "secondary", "diploma", "bachelor", "master", "doctorate"],
  caffeine_use: ["none", "occasional", "daily", "heavy"],
  smoking_habit: ["never", "former", "current"],
  alcohol_consumption: ["never", "occasional", "regular"],
  illicit_drug_use: ["never", "former", "current"],
  dietary_habit: ["balanced", "vegetarian", "vegan", "low_carb", "diabetic", "other"],
  activity_level: ["sedentary", "light", "moderate", "active"],
} as const;
export type ProfileChoiceField = keyof typeof PROFILE_CHOICES;

export const PERSONAL_FIELDS = [
  "full_name",
  "second_name",
  "date_of_birth",
  "gender",
  "blood_type",
  "weight",
  "height",
  "marital_status",
  "children_count",
  "occupation",
  "education",
  "email",
  "mobile",
] as const;
export const LIFESTYLE_FIELDS = [
  "caffeine_use",
  "smoking_habit",
  "alcohol_consumption",
  "illicit_drug_use",
  "dietary_habit",
  "activity_level",
  "wheelchair_use",
  "organ_donor",
] as const;

const choice = <K extends ProfileChoiceField>(field: K) =>
  z.enum(PROFILE_CHOICES[field], { error: `The selected ${field} is invalid.` }).nullable();

export const ProfileSchema = z.object({
  full_name: z.string(),
  second_name: z.string().nullable(),
  date_of_birth: z.string().nullable().describe("YYYY-MM-DD"),
  gender: choice("gender"),
  blood_type: choice("blood_type"),
  weight: z.number().nullable().describe("Kilograms"),
  height: z.number().int().nullable().describe("Centimetres"),
  marital_status: choice("marital_status"),
  children_count: z.number().int().nullable(),
  occupation: z.string().nullable(),
  education: choice("education"),
  email: z.string(),
  mobile: z.string(),
  caffeine_use: choice("caffeine_use"),
  smoking_habit: choice("smoking_habit"),
  alcohol_consumption: choice("alcohol_consumption"),
  illicit_drug_use: choice("illicit_drug_use"),
  dietary_habit: choice("dietary_habit"),
  activity_level: choice("activity_level"),
  wheelchair_use: z.boolean().nullable(),
  organ_donor: z.boolean().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({ data: ProfileSchema });

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `The ${name} must be text.` })
    .trim()
    .max(max, { error: `The ${name} must be ${max} characters or fewer.` })
    .nullish()
    .transform((v) => (v ? v : null));

const optionalNumber = (name: string, min: number, max: number, integer: boolean) => {
  let n = z.number({ error: `The ${name} must be a number.` }).min(min, { error: `The ${name} must be at least ${min}.` });
  n = n.max(max, { error: `The ${name} may not be greater than ${max}.` });
  if (integer) n = n.int({ error: `The ${name} must be a whole number.` });
  return n.nullish().transform((v) => v ?? null);
};

const isPastDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getTime() <= Date.now() && d.getUTCFullYear() >= 1900;
};

/**
 * PUT /api/profile: the whole profile. Name letters and spaces only; a changed email or mobile
 * is not applied here but verified by a code first (the answer says where it went).
 */
export const ProfileUpdateRequestSchema = z.object({
  full_name: profileName({ label: "Full name" }).pipe(z.string().max(64, { error: "Full name must be 64 characters or fewer" })),
  second_name: z
    .string()
    .trim()
    .max(64, { error: "Second name must be 64 characters or fewer" })
    .refine((v) => v === "" || PATTERNS.lettersAndSpaces.test(v), { error: "Second name may contain letters and spaces only" })
    .nullish()
    .transform((v) => (v ? v : null)),
  date_of_birth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "The date of birth must be a date (YYYY-MM-DD)." })
    .refine(isPastDate, { error: "The date of birth must be a past date." })
    .nullish()
    .transform((v) => v ?? null),
  gender: choice("gender").optional().transform((v) => v ?? null),
  blood_type: choice("blood_type").optional().transform((v) => v ?? null),
  weight: optionalNumber("weight", 1, 500, false),
  height: optionalNumber("height", 30, 250, true),
  marital_status: choice("marital_status").optional().transform((v) => v ?? null),
  children_count: optionalNumber("children_count", 0, 30, true),
  occupation: optionalText("occupation", 100),
  education: choice("education").optional().transform((v) => v ?? null),
  email: email({ label: "Email" }),
  mobile: mobile({ label: "Mobile" }),
  caffeine_use: choice("caffeine_use").optional().transform((v) => v ?? null),
  smoking_habit: choice("smoking_habit").optional().transform((v) => v ?? null),
  alcohol_consumption: choice("alcohol_consumption").optional().transform((v) => v ?? null),
  illicit_drug_use: choice("illicit_drug_use").optional().transform((v) => v ?? null),
  dietary_habit: choice("dietary_habit").optional().transform((v) => v ?? null),
  activity_level: choice("activity_level").optional().transform((v) => v ?? null),
  wheelchair_use: z.boolean({ error: "The wheelchair_use field must be true or false." }).nullish().transform((v) => v ?? null),
  organ_donor: z.boolean({ error: "The organ_donor field must be true or false." }).nullish().transform((v) => v ?? null),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;

export const ProfileUpdateResponseSchema = z.object({
  message: z.string(),
  data: ProfileSchema,
  /** A new email or mobile waiting for its code (POST /api/auth/otp/verify, purpose contact). */
  pending_verification: z.array(
    z.object({ identifier: z.string(), channel: z.enum(["sms", "email"]), resend_after: z.number().int(), expires_in: z.number().int() }),
  ),
});
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

/**
 * DELETE /api/profile: the account's password, or the 4-digit code sent to its mobile by
 * POST /api/profile/delete-code. One of the two.
 */
export const AccountDeleteRequestSchema = z
  .object({
    password: z.string({ error: "The password must be text." }).max(200).optional(),
    code: otpCode({ label: "Code" }).optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), {
    error: "The password field is required when no code is given.",
    path: ["password"],
  });
export type AccountDeleteRequest = z.input<typeof AccountDeleteRequestSchema>;

const ExportAppointmentSchema = z.object({
  code: z.string(),
  kind: z.string(),
  doctor: z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() }),
  branch: z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  patient_name: z.string(),
  patient_mobile: z.string(),
  patient_email: z.string(),
  /** With a visit booked for a family member: their relation to the account holder (`patient_name` is theirs). */
  patient_relation: z.string().nullable(),
  insurance: z.record(z.string(), z.unknown()).nullable(),
  payment_type: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  cancelled_at: z.string().nullable(),
  refund_status: z.string(),
  created_at: z.string(),
});

const ExportOfferBookingSchema = z.object({
  code: z.string(),
  offer_id: z.number().int(),
  branch_id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  payment_type: z.string(),
  status: z.string(),
  price: z.number(),
  currency: z.string(),
  created_at: z.string(),
});

const ExportPaymentSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  method: z.string(),
  status: z.string(),
  currency: z.string(),
  total: z.number().describe("Major units (riyals, pounds)"),
  refunded: z.number(),
  customer_name: z.string(),
  customer_mobile: z.string(),
  customer_email: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

const ExportSurveyAnswerSchema = z.object({
  survey_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  answers: z.array(z.object({ question_id: z.number().int(), value: z.union([z.string(), z.boolean()]) })),
  created_at: z.string(),
});

/** An earlier-slot alert as the patient set it (doctor, branch or any, kind, before) and how it ended. */
const ExportWaitlistAlertSchema = z.object({
  doctor_id: z.number().int(),
  branch_id: z.number().int().nullable(),
  kind: z.string(),
  before: z.string(),
  status: z.string(),
  ended_reason: z.string().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
const ExportNewsletterSchema = z.object({
  email: z.string(),
  consent_at: z.string(),
  consent_page: z.string(),
  unsubscribed_at: z.string().nullable(),
});

/**
 * What the site holds about the account's health record: its link to a patient of the HIS and the
 * access log (reads of the linked record, by anyone, and the account's own reads, a child's
 * included). The record's contents are the HIS's, never kept by the site, so never exported here.
 */
const ExportHealthRecordSchema = z.object({
  link: z
    .object({
      identifier: z.string().describe("The national ID or medical record number the link names"),
      method: z.enum(["health_record_sign_in", "mobile_code"]),
      his_patient_id: z.string().nullable().describe("The HIS's patient id, once the link is confirmed"),
      requested_at: z.string(),
      linked_at: z.string().nullable().describe("Null while a code link waits for its code"),
    })
    .nullable(),
  access_log: z.array(
    z.object({
      at: z.string(),
      what: z.string().describe("The kind read (results, visits, …) or report_file"),
      his_patient_id: z.string(),
      read_by_you: z.boolean(),
      reader_name: z.string().nullable().describe("Who else read it, as the access log names them; null for the account's own reads"),
    }),
  ),
});

/** GET /api/profile/export: everything held about the patient, for them to keep. */
export const AccountExportSchema = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.number().int(),
    first_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    mobile: z.string(),
    created_at: z.string(),
    mobile_verified_at: z.string().nullable(),
    marketing_consent_at: z.string().nullable(),
    /** The health-record sign-in identifiers of a patient known to the hospital. */
    national_id: z.string().nullable(),
    medical_record_number: z.string().nullable(),
  }),
  /** Google and Facebook accounts that sign in to this one. */
  linked_accounts: z.array(z.object({ provider: z.string(), email: z.string().nullable(), linked_at: z.string() })),
  profile: ProfileSchema,
  risk_assessments: z.array(RiskAssessmentSchema),
  /** The people the patient books for (GET /api/profile/family). */
  family_members: z.array(FamilyMemberSchema),
  appointments: z.array(ExportAppointmentSchema),
  offer_bookings: z.array(ExportOfferBookingSchema),
  payments: z.array(ExportPaymentSchema),
  survey_answers: z.array(ExportSurveyAnswerSchema),
  newsletter: ExportNewsletterSchema.nullable(),
  earlier_slot_alerts: z.array(ExportWaitlistAlertSchema),
  health_record: ExportHealthRecordSchema,
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/* ---------- social sign-in ---------- */

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;

/**
 * POST /api/auth/social: the website, having completed a provider's sign-in (state and, for
 * Google, the signed id token checked by next-auth), names the provider account.
 */
export const SocialSignInRequestSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: "The provider must be google or facebook." }),
  subject: z.string({ error: "The subject is required." }).trim().min(1).max(255),
  email: z.string().trim().toLowerCase().email().max(254).nullish(),
  name: z.string().trim().max(120).nullish(),
  email_verified: z
    .boolean({ error: "email_verified must be true or false." })
    .optional()
    .describe("The provider's word that the email is its holder's (Google's id token `email_verified`); absent means not verified"),
});
export type SocialSignInRequest = z.input<typeof SocialSignInRequestSchema>;

/** The provider account is not linked yet: a mobile number must be verified first. */
export const SocialMobileNeededSchema = z.object({
  needs_mobile: z.literal(true),
  ticket: z.string().describe("Sealed provider account, valid 15 minutes; pass it to POST /api/auth/social/mobile"),
});
/**
 * The provider's verified email is an existing account's: the account's owner must prove it with the
 * code just sent to the account's mobile before the provider account is linked.
 */
export const SocialProofNeededSchema = z.object({
  needs_proof: z.literal(true),
  ticket: z.string().describe("Sealed provider account and the account to link, valid 15 minutes; pass it to POST /api/auth/social/link"),
  message: z.string().describe("That a code went to the mobile of the account with this email; nothing of the account is said"),
  resend_after: z.number().int().describe("Seconds before another sign-in may send another code"),
  expires_in: z.number().int().describe("Seconds the code stays valid"),
});
export type SocialProofNeeded = z.infer<typeof SocialProofNeededSchema>;
export const SocialSignInResponseSchema = z.union([SignedInResponseSchema, SocialMobileNeededSchema, SocialProofNeededSchema]);

export const SocialLinkRequestSchema = z.object({
  ticket: z.string({ error: "The ticket is required." }).min(1).max(4096),
  code: otpCode({ label: "Code" }),
  key: CodeKeySchema,
});

export const SocialMobileRequestSchema = z.object({
  ticket: z.string({ error: "The ticket is required." }).min(1).max(4096),
  mobile: mobile({ label: "Mobile" }),
});
