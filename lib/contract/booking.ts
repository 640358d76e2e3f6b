import { z } from "zod";
import { bookingPhone, bookingUsername, email, idNumber, otpCode } from "@/lib/validation/fields";
import { DoctorSchema } from "./broker";
import { FAMILY_RELATIONS, familyMemberIdField } from "./family";
import { CodedErrorSchema, CurrencySchema, DateSchema, DateTimeSchema, dateTimeField, dayField, IdNameSchema, idField, ImageSchema, INT4_MAX, intParam, PagingMetaSchema } from "./common";

/** Doctor booking: slots, holds, appointments and insurance (wire shapes shared by backend and website). */

export const APPOINTMENT_KINDS = ["consultation", "follow_up", "examination"] as const;
export const AppointmentKindSchema = z.enum(APPOINTMENT_KINDS, {
  error: "The selected kind is invalid (allowed: consultation, follow_up, examination).",
});
export type AppointmentKind = z.infer<typeof AppointmentKindSchema>;

export const PAYMENT_TYPES = ["cash", "card", "fawry", "tamara"] as const;
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES, { error: "The selected payment_type is invalid (allowed: cash, card, fawry, tamara)." });
export type PaymentType = z.infer<typeof PaymentTypeSchema>;


export const SlotSchema = z.object({
  start: DateTimeSchema,
  end: DateTimeSchema,
  branch_id: z.number().int(),
  kind: AppointmentKindSchema,
});
export type Slot = z.infer<typeof SlotSchema>;

export const SlotsQuerySchema = z.object({
  from: dayField("from").optional().describe("First local day (YYYY-MM-DD) in the branch's time zone; default today"),
  days: intParam("days", 1, 31),
  branch_id: intParam("branch_id", 1),
  kind: AppointmentKindSchema.optional(),
});

/** A doctor's branches, kinds, prices and the slots of the asked days. */
export const DoctorSlotsSchema = z.object({
  data: z.array(SlotSchema),
  meta: z.object({
    from: DateSchema,
    days: z.number().int(),
    branches: z.array(
      IdNameSchema.extend({ time_zone: z.string(), currency: CurrencySchema }),
    ),
    kinds: z.array(
      z.object({ kind: AppointmentKindSchema, duration_minutes: z.number().int(), price: z.number(), currency: CurrencySchema }),
    ),
    /** The first local day with a free slot after the asked days (null when none within 60 days). */
    next_available_day: DateSchema.nullable(),
  }),
});
export type DoctorSlots = z.infer<typeof DoctorSlotsSchema>;

export const ReserveBodySchema = z.object({
  doctor_id: idField("doctor_id"),
  branch_id: idField("branch_id"),
  kind: AppointmentKindSchema,
  start: dateTimeField("start"),
  appointment_id: idField("appointment_id")
    .optional()
    .describe("The signed-in patient's appointment this hold is meant to replace (rescheduling): it does not count as already booked with the doctor"),
  family_member_id: familyMemberIdField,
});
export type ReserveBody = z.infer<typeof ReserveBodySchema>;

/** The doctor a booking panel books, as the doctor's page hands it over. */
export interface BookingDoctor {
  id: number;
  name: string;
}

export const ReservationSchema = z.object({
  id: z.string(),
  code: z.string(),
  expires_at: DateTimeSchema,
  price: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: CurrencySchema,
  doctor_id: z.number().int(),
  branch_id: z.number().int(),
  kind: AppointmentKindSchema,
  start: DateTimeSchema,
  end: DateTimeSchema,
  time_zone: z.string(),
  mobile_verified: z.boolean(),
  /** The methods the branch's business unit offers (the payments module's answer). */
  payment_methods: z.array(PaymentTypeSchema),
  /** Until when the visit could be cancelled online once booked (on a new hold's answer). */
  cancel_until: DateTimeSchema.optional(),
  /**
   * A signed-in patient's new hold: how the account paid its last booking (paid online, or to pay at
   * the branch), when this hold offers that method; null for a first booking or a guest.
   */
  last_payment_type: PaymentTypeSchema.nullable().optional(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/**
 * A guest's hold belongs to the browser that asked for it: the secret comes once, in the answer
 * that creates the hold, and goes back in this header (never in a URL) on every call that uses it.
 */
export const HOLD_SECRET_HEADER = "X-Hold-Secret";
export const HOLD_SECRET_MAX = 128;

export const ReservationCreatedSchema = ReservationSchema.extend({
  hold_secret: z
    .string()
    .nullable()
    .describe(`A guest's hold only (null for a signed-in patient's): send it as ${HOLD_SECRET_HEADER} to verify the mobile and confirm; it is never shown again`),
});
export type ReservationCreated = z.infer<typeof ReservationCreatedSchema>;

/** The header of the calls that use a hold; without it (or with another) a guest's hold is answered 404. */
export const HoldSecretHeaderSchema = z.object({
  "x-hold-secret": z
    .string()
    .max(HOLD_SECRET_MAX, { error: `The ${HOLD_SECRET_HEADER} header may not be longer than ${HOLD_SECRET_MAX} characters.` })
    .optional()
    .describe("The secret of a guest's hold, as the hold's creation answered it"),
});

/**
 * What one browser owns before it holds anything: a random key the site keeps in an HttpOnly cookie
 * and sends with each hold, so the hold limit counts browsers, not addresses (many patients share a
 * mobile carrier's address). docs/security.md has the numbers.
 */
export const HOLD_VISITOR_HEADER = "X-Hold-Visitor";
export const HoldVisitorHeaderSchema = z.object({
  "x-hold-visitor": z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: `The ${HOLD_VISITOR_HEADER} header must be 16 to 128 letters, digits, '-' or '_'.` })
    .optional()
    .describe("The browser's own key (the site's HttpOnly cookie): holds are counted per browser before the address's high ceiling"),
});

export const MobileCodeBodySchema = z.object({ mobile: bookingPhone({ label: "Mobile" }) });
export const MobileCodeVerifySchema = z.object({ mobile: bookingPhone({ label: "Mobile" }), code: otpCode({ label: "Code" }) });

export const InsuranceRequestSchema = z.object({
  identity_number: idNumber({ label: "ID number" }),
  insurance_company_id: idField("insurance_company_id", "Insurance company is required"),
});

/**
 * POST /api/insurance/eligibility: a signed-in patient asks as themself; a guest names the hold
 * whose mobile it confirmed (with the hold's `X-Hold-Secret`), so lookups count per proven mobile.
 */
export const EligibilityRequestSchema = InsuranceRequestSchema.extend({
  reservation_id: z.string().min(1).max(64).optional().describe("A guest's hold whose mobile was confirmed with its code"),
});

/**
 * The insurance a booking names. The policy's member must be the visit's patient: the same name
 * and date of birth (a family member's as kept; otherwise this date, else the signed-in
 * patient's profile's).
 */
export const BookingInsuranceSchema = InsuranceRequestSchema.extend({
  date_of_birth: dayField("date_of_birth").optional().describe("The patient's date of birth, compared with the policy member's"),
});

export const AppointmentBodySchema = z.object({
  reservation_id: z.string().min(1).max(64),
  patient: z.object({
    name: bookingUsername({ label: "Name" }),
    mobile: bookingPhone({ label: "Phone" }),
    email: email({ label: "Email" }),
  }),
  insurance: BookingInsuranceSchema.optional(),
  payment_type: PaymentTypeSchema,
  family_member_id: familyMemberIdField,
});
export type AppointmentBody = z.input<typeof AppointmentBodySchema>;

/**
 * Every insurance field of SPEC §3, as the eligibility service answers them. Those that name a
 * person or a policy (beneficiaryName, name, policyHolder, policyNumber, beneficiaryNumber,
 * sponsorNumber, identityNumber) come masked ("M••• A•••", "••••6855") unless the caller is that
 * person or keeps them as a family member.
 */
export const InsuranceDataSchema = z.object({
  policyNumber: z.string(),
  insuranceCompanyName: z.string(),
  insuranceCompanyNameAr: z.string(),
  className: z.string(),
  gender: z.string(),
  deductibleRate: z.number().describe("Share the patient pays, 0–1"),
  maxLimit: z.number().describe("Most the patient pays per visit"),
  beneficiaryType: z.string(),
  beneficiaryTypeId: z.number().int(),
  beneficiaryNumber: z.string(),
  identityNumber: z.string(),
  beneficiaryName: z.string(),
  inceptionDate: DateSchema,
  policyHolder: z.string(),
  insurancePolicyExpiryDate: DateSchema,
  insuranceCompanyID: z.number().int(),
  insuranceCompanyEN: z.string(),
  insuranceCompanyAR: z.string(),
  name: z.string(),
  expiryDate: DateSchema,
  nationalityCode: z.string(),
  sponsorNumber: z.string(),
  issueDate: DateSchema,
  networkID: z.string(),
});
export type InsuranceData = z.infer<typeof InsuranceDataSchema>;

export const EligibilitySchema = z.object({
  data: z.object({
    status: z.enum(["covered", "expired", "rejected"]),
    eligible: z.boolean(),
    message: z.string(),
    insurance: InsuranceDataSchema.nullable(),
  }),
});
export type Eligibility = z.infer<typeof EligibilitySchema>["data"];

/** covered: the insurer pays the whole visit (the claim to it is pending); nothing was paid. */
export const AppointmentStatusSchema = z.enum(["paid", "not_paid", "pending", "covered"]);
export const RefundStatusSchema = z.enum(["none", "pending", "refunded", "failed"]);

export const AppointmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: AppointmentStatusSchema,
  kind: AppointmentKindSchema,
  start: DateTimeSchema,
  end: DateTimeSchema,
  time_zone: z.string(),
  doctor: z.object({ id: z.number().int(), name: z.string(), slug_ar: z.string(), slug_en: z.string(), image: ImageSchema }),
  branch: IdNameSchema,
  patient: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  /** Whom the visit is for when not the account holder: the member's name and relation as booked (`id` null once the member is removed). */
  family_member: z.object({ id: z.number().int().nullable(), name: z.string(), relation: z.enum(FAMILY_RELATIONS) }).nullable(),
  payment_type: PaymentTypeSchema,
  insured: z.boolean(),
  price: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What the patient pays (the deductible when insured), tax included. */
  amount: z.number(),
  currency: CurrencySchema,
  cancelled_at: DateTimeSchema.nullable(),
  refund_status: RefundStatusSchema,
  /** Until when the patient may still cancel (null once cancelled). */
  cancel_until: DateTimeSchema.nullable(),
  can_cancel: z.boolean(),
  /** Whether the patient may still move it to another time (same window as cancelling; not while a payment is under way). */
  can_reschedule: z.boolean(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/**
 * What the payments module answers for an online payment (a redirect or a reference to pay at).
 * With nothing for the patient to pay there is no payment: `status` is "covered" (with
 * `claim_status: "pending"`) when the insurer pays it all, "paid" only for a visit that costs nothing.
 */
export const BookingPaymentSchema = z
  .object({ type: PaymentTypeSchema, status: z.string() })
  .catchall(z.unknown());

export const AppointmentCreatedSchema = z.object({
  appointment: AppointmentSchema,
  payment: BookingPaymentSchema,
  message: z.string(),
});

/** Moves an appointment onto a hold of the same doctor and kind; the payment stays as it is. */
export const RescheduleBodySchema = z.object({ reservation_id: z.string().min(1).max(64) });
export type RescheduleBody = z.infer<typeof RescheduleBodySchema>;

export const AppointmentRescheduledSchema = z.object({ data: AppointmentSchema, message: z.string() });

export const APPOINTMENT_TABS = ["upcoming", "previous", "cancelled"] as const;
export const AppointmentsQuerySchema = z.object({
  tab: z.enum(APPOINTMENT_TABS, { error: "The selected tab is invalid (allowed: upcoming, previous, cancelled)." }).optional(),
});
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

/** A doctor of the search list with the first free slots (the doctor's first kind, any branch). */
export const DoctorListItemSchema = DoctorSchema.extend({ next_slots: z.array(SlotSchema) });

/**
 * A page of the doctor search. `ranking` (sort_key=soonest or available only): the stored order
 * this page was read from, to name on the next pages so that they read the same one.
 */
export const DoctorListSchema = z.object({
  data: z.array(DoctorListItemSchema),
  meta: PagingMetaSchema.extend({ ranking: z.string().optional() }),
});

/** Most doctors one batch of next slots may name: a page of results or the home row fits well inside. */
export const NEXT_SLOTS_MAX_DOCTORS = 24;
/** The default (and largest) number of next slots per doctor. */
export const NEXT_SLOTS_PER_DOCTOR = 3;

/** `GET /api/broker/next_slots?doctor_ids=4,9,12` — the cards of one list ask once for all their doctors. */
export const NextSlotsQuerySchema = z.object({
  doctor_ids: z
    .string({ error: "The doctor_ids field is required." })
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: "The doctor_ids must be a comma-separated list of ids." })
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.every((id) => id <= INT4_MAX), { error: `The doctor_ids may not hold an id greater than ${INT4_MAX}.` })
    .refine((ids) => ids.length <= NEXT_SLOTS_MAX_DOCTORS, { error: `The doctor_ids may not name more than ${NEXT_SLOTS_MAX_DOCTORS} doctors.` }),
  limit: intParam("limit", 1, NEXT_SLOTS_PER_DOCTOR),
});
export type NextSlotsQuery = z.input<typeof NextSlotsQuerySchema>;

/** A slot with its branch's time zone, so a list can say "today" or "tomorrow" as the branch's clock does. */
export const NextSlotSchema = SlotSchema.extend({ time_zone: z.string() });
export type NextSlot = z.infer<typeof NextSlotSchema>;

/** One entry per asked doctor, in the asked order; an unknown doctor or one without times has no slots. */
export const NextSlotsSchema = z.object({
  data: z.array(z.object({ doctor_id: z.number().int(), slots: z.array(NextSlotSchema) })),
});
export type NextSlots = z.infer<typeof NextSlotsSchema>;

/**
 * The backend's answer when a hold ran out (`server.booking.holdExpired` of the message files, which
 * tests/unit/messages.test.ts holds to these words); the website takes the patient back to the times on it.
 */
/** The 409 `code` of a time that overlaps one of the patient's own appointments (at any doctor or branch). */
export const PATIENT_OVERLAP_CODE = "patient_overlap";

/** A booking refusal (409): `code` is `patient_overlap` with the colliding appointment's reservation code beside it. */
export const BookingConflictSchema = CodedErrorSchema.extend({
  appointment_code: z
    .string()
    .nullable()
    .optional()
    .describe("With `patient_overlap`: the patient's appointment at that time; with `already_booked`: their upcoming one with this doctor"),
  appointment_id: z.number().int().optional().describe("With `already_booked`: the upcoming appointment to move instead (its reschedule)"),
});

/** A 409's `code` when the patient already has an upcoming visit with this doctor: the site offers to move it. */
export const ALREADY_BOOKED_CODE = "already_booked";
export type BookingConflict = z.infer<typeof BookingConflictSchema>;

/** A 409's `code` when the hold ran out or was already used: the site sends the patient back to the times. */
export const HOLD_EXPIRED_CODE = "hold_expired";
