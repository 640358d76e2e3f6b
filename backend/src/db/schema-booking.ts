import { date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { branches, doctors, users } from "./schema";
import { familyMembers } from "./schema-family";
import type { FamilyRelation } from "@/lib/contract/family";
import type { Currency } from "@/lib/contract/common";

/**
 * Tables of the booking module: when each doctor works where, what each kind of visit costs and
 * lasts, and the reservations (holds, then appointments) that take a doctor's time.
 *
 * No double booking rests on `booking_reservations_no_overlap` (0007_booking.sql): an exclusion
 * constraint over (doctor, time range) among rows whose status is `held` or `booked`, whatever
 * their kind or branch. A hold past `expires_at` still counts for the constraint until a writer
 * marks it `expired`: every write that needs the time does so first, in its own transaction.
 *
 * No overlapping visits of one patient rests the same way on two exclusion constraints (0016) over
 * (patient account, time range) and (patient mobile, time range) among active rows that carry them:
 * a hold carries its patient only once it becomes an appointment, so a patient's own bare holds
 * never block each other.
 */

export const APPOINTMENT_KINDS = ["consultation", "follow_up", "examination"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const BRANCH_TIME_ZONES = ["Asia/Riyadh", "Africa/Cairo"] as const;
export type BranchTimeZone = (typeof BRANCH_TIME_ZONES)[number];

/** One working day of a doctor at a branch; minutes after local midnight, in the branch's zone. */
export const doctorSchedules = pgTable(
  "doctor_schedules",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    doctorId: integer("doctor_id").notNull().references(() => doctors.id, { onDelete: "cascade" }),
    branchId: integer("branch_id").notNull().references(() => branches.id, { onDelete: "cascade" }),
    /** 0 Sunday … 6 Saturday. */
    weekday: smallint("weekday").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
    breakStartMinute: smallint("break_start_minute"),
    breakEndMinute: smallint("break_end_minute"),
    timeZone: text("time_zone").$type<BranchTimeZone>().notNull(),
  },
  (t) => [uniqueIndex("doctor_schedules_day").on(t.doctorId, t.branchId, t.weekday)],
);

/** Dates a doctor does not work (leave, conferences), in the branch's calendar. */
export const doctorDaysOff = pgTable(
  "doctor_days_off",
  {
    doctorId: integer("doctor_id").notNull().references(() => doctors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.day] })],
);

/** Price (before tax, in the branch's currency) and length of each kind of visit per doctor. */
export const doctorFees = pgTable(
  "doctor_fees",
  {
    doctorId: integer("doctor_id").notNull().references(() => doctors.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AppointmentKind>().notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.kind] })],
);

export const RESERVATION_STATUSES = ["held", "booked", "expired", "released"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A doctor's time taken: `held` for a few minutes while the patient books, then `booked`. */
export const bookingReservations = pgTable(
  "booking_reservations",
  {
    /** Random (a UUID): the website's app token is shared by all visitors, so a hold's id must not be guessable. */
    id: text("id").primaryKey(),
    code: text("code").notNull().unique(),
    doctorId: integer("doctor_id").notNull().references(() => doctors.id, { onDelete: "cascade" }),
    branchId: integer("branch_id").notNull().references(() => branches.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AppointmentKind>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<ReservationStatus>().notNull(),
    /** When a `held` row stops counting; null once booked. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    tax: numeric("tax", { precision: 10, scale: 2, mode: "number" }).notNull(),
    total: numeric("total", { precision: 10, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    timeZone: text("time_zone").$type<BranchTimeZone>().notNull(),
    /** The signed-in patient who asked for the hold, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A guest's mobile once confirmed by a code sent to it. */
    verifiedMobile: text("verified_mobile"),
    /** SHA-256 (hex) of the secret handed to the guest's browser with the hold; null for a signed-in patient's hold. */
    secretHash: text("secret_hash"),
    /**
     * Whose appointment holds this time, set when the hold becomes one (null for a bare hold): the
     * account and the patient's mobile. `booking_reservations_patient_no_overlap` and
     * `booking_reservations_mobile_no_overlap` (0016) keep one patient's active visits apart.
     */
    patientUserId: integer("patient_user_id").references(() => users.id, { onDelete: "set null" }),
    patientMobile: text("patient_mobile"),
    /**
     * The account's family member the visit is for (null: the account holder). With
     * `patient_user_id` it names the person `booking_reservations_patient_no_overlap` (0017) keeps
     * apart: a parent and their child may be booked at once, one child never twice at once.
     */
    patientFamilyMemberId: integer("patient_family_member_id").references(() => familyMembers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_reservations_doctor_time").on(t.doctorId, t.startsAt)],
);

/** covered: the insurer pays it all (its claim pending); never counted as paid. */
export const APPOINTMENT_STATUSES = ["paid", "not_paid", "pending", "covered"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const BOOKING_PAYMENT_TYPES = ["cash", "card", "fawry", "tamara"] as const;
export type BookingPaymentType = (typeof BOOKING_PAYMENT_TYPES)[number];

/** Insurance facts kept with an appointment (the eligibility answer at booking time). */
export interface AppointmentInsurance {
  identityNumber: string;
  insuranceCompanyId: number;
  policyNumber: string;
  deductibleRate: number;
  maxLimit: number;
  /** What the insurer pays. */
  coveredAmount: number;
  /** The claim for `coveredAmount` to the insurer; made after the visit (absent on older rows). */
  claimStatus?: "pending";
}

/** The booked visit: who comes, how they pay, and its payment and cancellation state. */
export const bookingAppointments = pgTable(
  "booking_appointments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: text("reservation_id")
      .notNull()
      .unique()
      .references(() => bookingReservations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    patientName: text("patient_name").notNull(),
    patientMobile: text("patient_mobile").notNull(),
    patientEmail: text("patient_email").notNull(),
    /** The family member the visit is for (null: the account holder, or the member since deleted). */
    familyMemberId: integer("family_member_id").references(() => familyMembers.id, { onDelete: "set null" }),
    /** The member's relation when booked, kept with `patient_name` as the visit's own record of whom it is for. */
    patientRelation: text("patient_relation").$type<FamilyRelation>(),
    insurance: jsonb("insurance").$type<AppointmentInsurance>(),
    paymentType: text("payment_type").$type<BookingPaymentType>().notNull(),
    /** What the patient pays (the deductible when insured), tax included. */
    amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull(),
    status: text("status").$type<AppointmentStatus>().notNull(),
    paymentId: text("payment_id"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** none, pending, refunded or failed once a paid appointment is cancelled. */
    refundStatus: text("refund_status").$type<"none" | "pending" | "refunded" | "failed">().notNull().default("none"),
    lang: text("lang").$type<"ar" | "en">().notNull().default("ar"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_appointments_user").on(t.userId), index("booking_appointments_mobile").on(t.patientMobile)],
);

/** A code sent to a guest's mobile to confirm it before a hold becomes an appointment. */
export const bookingMobileCodes = pgTable(
  "booking_mobile_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: text("reservation_id")
      .notNull()
      .references(() => bookingReservations.id, { onDelete: "cascade" }),
    mobile: text("mobile").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_mobile_codes_reservation").on(t.reservationId)],
);

/** Insurers a patient may name; the sandbox eligibility service knows their members. */
export const insuranceCompanies = pgTable("insurance_companies", {
  id: integer("id").primaryKey(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  country: text("country").$type<"SA" | "EG">().notNull(),
});
