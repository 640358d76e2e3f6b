import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { AccountExport, Profile, ProfileUpdateRequestSchema } from "@/lib/contract/accounts";
import type { z } from "zod";
import type { Db } from "../db/client";
import {
  bookingAppointments,
  bookingReservations,
  branches,
  doctors,
  newsletterSubscriptions,
  offerBookings,
  otpCodes,
  passwordResetTokens,
  patientProfiles,
  payments,
  phrRefreshTokens,
  riskAssessments,
  socialIdentities,
  surveyResponses,
  userTokens,
  users,
  waitlistAlerts,
} from "../db/schema";
import type { UserRow } from "../http/context";
import { guarded } from "./health-data";
import { listRiskAssessments } from "./risk-assessments";
import { deleteFamilyOf, listFamily } from "./family";
import { forgetRecordLink, recordExport } from "./record-export";

/**
 * The patient's profile: name, email and mobile on `users`, the rest in `patient_profiles`.
 * Lifestyle answers are health data, so a failing statement never carries them into a log:
 * database errors here are replaced by one without the query's parameters (health-data.ts).
 */

type ProfileRow = typeof patientProfiles.$inferSelect;
export type ProfileUpdate = z.output<typeof ProfileUpdateRequestSchema>;

type Choice<K extends keyof Profile> = Profile[K];

export function toProfile(user: UserRow, row: ProfileRow | undefined): Profile {
  return {
    full_name: user.fullName,
    second_name: row?.secondName ?? null,
    date_of_birth: row?.dateOfBirth ?? null,
    gender: (row?.gender ?? null) as Choice<"gender">,
    blood_type: (row?.bloodType ?? null) as Choice<"blood_type">,
    weight: row?.weightKg ?? null,
    height: row?.heightCm ?? null,
    marital_status: (row?.maritalStatus ?? null) as Choice<"marital_status">,
    children_count: row?.childrenCount ?? null,
    occupation: row?.occupation ?? null,
    education: (row?.education ?? null) as Choice<"education">,
    email: user.email,
    mobile: user.mobile,
    caffeine_use: (row?.caffeineUse ?? null) as Choice<"caffeine_use">,
    smoking_habit: (row?.smokingHabit ?? null) as Choice<"smoking_habit">,
    alcohol_consumption: (row?.alcoholConsumption ?? null) as Choice<"alcohol_consumption">,
    illicit_drug_use: (row?.illicitDrugUse ?? null) as Choice<"illicit_drug_use">,
    dietary_habit: (row?.dietaryHabit ?? null) as Choice<"dietary_habit">,
    activity_level: (row?.activityLevel ?? null) as Choice<"activity_level">,
    wheelchair_use: row?.wheelchairUse ?? null,
    organ_donor: row?.organDonor ?? null,
  };
}

export async function loadProfile(db: Db, user: UserRow): Promise<Profile> {
  const [row] = await guarded("profile read", () => db.select().from(patientProfiles).where(eq(patientProfiles.userId, user.id)));
  return toProfile(user, row);
}

/** Saves everything but email and mobile (those change only through a verified code). */
export async function saveProfile(db: Db, user: UserRow, input: ProfileUpdate): Promise<Profile> {
  const values = {
    secondName: input.second_name,
    dateOfBirth: input.date_of_birth,
    gender: input.gender,
    bloodType: input.blood_type,
    weightKg: input.weight,
    heightCm: input.height,
    maritalStatus: input.marital_status,
    childrenCount: input.children_count,
    occupation: input.occupation,
    education: input.education,
    caffeineUse: input.caffeine_use,
    smokingHabit: input.smoking_habit,
    alcoholConsumption: input.alcohol_consumption,
    illicitDrugUse: input.illicit_drug_use,
    dietaryHabit: input.dietary_habit,
    activityLevel: input.activity_level,
    wheelchairUse: input.wheelchair_use,
    organDonor: input.organ_donor,
    updatedAt: new Date(),
  };
  return guarded("profile update", () =>
    db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set({ fullName: input.full_name }).where(eq(users.id, user.id)).returning();
      const [row] = await tx
        .insert(patientProfiles)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: patientProfiles.userId, set: values })
        .returning();
      return toProfile(updated ?? user, row);
    }),
  );
}

/**
 * Everything held about the patient (PDPL right of access): account, profile, what they booked,
 * paid and answered, and their health record's link and access log (record-export.ts).
 */
export async function exportAccount(db: Db, user: UserRow): Promise<AccountExport> {
  const [profile, riskRows, family] = await Promise.all([loadProfile(db, user), listRiskAssessments(db, user.id), listFamily(db, user.id)]);
  const linkedRows = await guarded("account export", () =>
    db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.id)).orderBy(asc(socialIdentities.createdAt)),
  );
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const appointmentRows = await guarded("account export", () =>
    db
      .select({ a: bookingAppointments, r: bookingReservations, doctor: { id: doctors.id, nameAr: doctors.nameAr, nameEn: doctors.nameEn }, branch: { id: branches.id, nameAr: branches.nameAr, nameEn: branches.nameEn } })
      .from(bookingAppointments)
      .innerJoin(bookingReservations, eq(bookingReservations.id, bookingAppointments.reservationId))
      .innerJoin(doctors, eq(doctors.id, bookingReservations.doctorId))
      .innerJoin(branches, eq(branches.id, bookingReservations.branchId))
      .where(eq(bookingAppointments.userId, user.id))
      .orderBy(asc(bookingReservations.startsAt)),
  );
  const offerRows = await guarded("account export", () =>
    db.select().from(offerBookings).where(eq(offerBookings.userId, user.id)).orderBy(asc(offerBookings.createdAt)),
  );
  const paid = [
    ...appointmentRows.map((row) => and(eq(payments.purpose, "appointment"), eq(payments.purposeId, row.a.id))),
    ...offerRows.map((row) => and(eq(payments.purpose, "offer_booking"), eq(payments.purposeId, row.id))),
  ];
  const paymentRows = paid.length === 0 ? [] : await guarded("account export", () => db.select().from(payments).where(or(...paid)).orderBy(asc(payments.createdAt)));
  const surveyRows = await guarded("account export", () =>
    db
      .select()
      .from(surveyResponses)
      .where(or(eq(surveyResponses.email, user.email), eq(surveyResponses.phone, user.mobile)))
      .orderBy(asc(surveyResponses.createdAt)),
  );
  const [subscription] = await guarded("account export", () =>
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email)),
  );
  const alertRows = await guarded("account export", () =>
    db.select().from(waitlistAlerts).where(eq(waitlistAlerts.userId, user.id)).orderBy(asc(waitlistAlerts.createdAt)),
  );
  const healthRecord = await guarded("account export", () => recordExport(db, user.id));
  const major = (minor: number) => minor / 100;
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      first_name: user.firstName,
      full_name: user.fullName,
      email: user.email,
      mobile: user.mobile,
      created_at: user.createdAt.toISOString(),
      mobile_verified_at: iso(user.verifiedAt),
      marketing_consent_at: iso(user.marketingConsentAt),
      national_id: user.nationalId,
      medical_record_number: user.medicalRecordNumber,
    },
    linked_accounts: linkedRows.map((l) => ({ provider: l.provider, email: l.email, linked_at: l.createdAt.toISOString() })),
    profile,
    risk_assessments: riskRows,
    family_members: family,
    appointments: appointmentRows.map(({ a, r, doctor, branch }) => ({
      code: r.code,
      kind: r.kind,
      doctor: { id: doctor.id, name_ar: doctor.nameAr, name_en: doctor.nameEn },
      branch: { id: branch.id, name_ar: branch.nameAr, name_en: branch.nameEn },
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      patient_name: a.patientName,
      patient_mobile: a.patientMobile,
      patient_email: a.patientEmail,
      patient_relation: a.patientRelation,
      insurance: a.insurance ? { ...a.insurance } : null,
      payment_type: a.paymentType,
      amount: a.amount,
      currency: r.currency,
      status: a.status,
      cancelled_at: iso(a.cancelledAt),
      refund_status: a.refundStatus,
      created_at: a.createdAt.toISOString(),
    })),
    offer_bookings: offerRows.map((b) => ({
      code: b.code,
      offer_id: b.offerId,
      branch_id: b.branchId,
      name: b.name,
      mobile: b.mobile,
      email: b.email,
      payment_type: b.paymentType,
      status: b.status,
      price: b.price,
      currency: b.currency,
      created_at: b.createdAt.toISOString(),
    })),
    payments: paymentRows.map((p) => ({
      id: p.publicId,
      purpose: p.purpose,
      method: p.method,
      status: p.status,
      currency: p.currency,
      total: major(p.totalMinor),
      refunded: major(p.refundedMinor),
      customer_name: p.customerName,
      customer_mobile: p.customerMobile,
      customer_email: p.customerEmail,
      paid_at: iso(p.paidAt),
      created_at: p.createdAt.toISOString(),
    })),
    survey_answers: surveyRows.map((r) => ({
      survey_id: r.surveyId,
      name: r.name,
      email: r.email,
      phone: r.phone,
      answers: r.answers,
      created_at: r.createdAt.toISOString(),
    })),
    newsletter: subscription
      ? {
          email: subscription.email,
          consent_at: subscription.consentAt.toISOString(),
          consent_page: subscription.consentPage,
          unsubscribed_at: iso(subscription.unsubscribedAt),
        }
      : null,
    earlier_slot_alerts: alertRows.map((a) => ({
      doctor_id: a.doctorId,
      branch_id: a.branchId,
      kind: a.kind,
      before: a.before.toISOString(),
      status: a.status,
      ended_reason: a.endedReason ?? null,
      created_at: a.createdAt.toISOString(),
      ended_at: iso(a.endedAt),
    })),
    health_record: healthRecord,
  };
}

/**
 * Deletes the account the way the hospital's records allow: the row stays (appointments and
 * payments point at it) with every personal field wiped; appointments, offer bookings and their
 * payments are kept with the patient's name and contact details removed; survey answers lose
 * who gave them; the newsletter subscription, profile, saved risk assessments, family members,
 * the health record's link, sessions and codes are removed; the record's access log stays
 * without naming the account (record-export.ts).
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  const gone = `deleted-${user.id}`;
  await guarded("account delete", () =>
    db.transaction(async (tx) => {
      const appointmentIds = (
        await tx
          .update(bookingAppointments)
          .set({
            patientName: "",
            patientMobile: gone,
            patientEmail: "",
            // Coverage amounts stay for the records; who the member is does not.
            insurance: sql`case when ${bookingAppointments.insurance} is null then null
              else ${bookingAppointments.insurance} || '{"identityNumber":"","policyNumber":""}'::jsonb end`,
          })
          .where(eq(bookingAppointments.userId, user.id))
          .returning({ id: bookingAppointments.id, reservationId: bookingAppointments.reservationId })
      );
      if (appointmentIds.length > 0) {
        await tx
          .update(bookingReservations)
          .set({ verifiedMobile: null })
          .where(inArray(bookingReservations.id, appointmentIds.map((a) => a.reservationId)));
      }
      await tx.update(bookingReservations).set({ verifiedMobile: null }).where(eq(bookingReservations.userId, user.id));
      const offerIds = await tx
        .update(offerBookings)
        .set({ name: "", mobile: gone, email: null, updatedAt: new Date() })
        .where(eq(offerBookings.userId, user.id))
        .returning({ id: offerBookings.id });
      const paid = [
        ...appointmentIds.map((a) => and(eq(payments.purpose, "appointment"), eq(payments.purposeId, a.id))),
        ...offerIds.map((b) => and(eq(payments.purpose, "offer_booking"), eq(payments.purposeId, b.id))),
      ];
      if (paid.length > 0) {
        await tx.update(payments).set({ customerName: "", customerMobile: gone, customerEmail: null }).where(or(...paid));
      }
      // Unique per survey: each answer gets its own placeholder.
      await tx
        .update(surveyResponses)
        .set({ name: "", email: sql`'deleted-' || ${surveyResponses.id}`, phone: sql`'deleted-' || ${surveyResponses.id}`, lead: null })
        .where(or(eq(surveyResponses.email, user.email), eq(surveyResponses.phone, user.mobile)));
      await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
      await tx.delete(patientProfiles).where(eq(patientProfiles.userId, user.id));
      await tx.delete(riskAssessments).where(eq(riskAssessments.userId, user.id));
      await deleteFamilyOf(tx as unknown as Db, user.id);
      await forgetRecordLink(tx as unknown as Db, user.id);
      await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
      await tx.delete(phrRefreshTokens).where(eq(phrRefreshTokens.userId, user.id));
      await tx.delete(socialIdentities).where(eq(socialIdentities.userId, user.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await tx.delete(otpCodes).where(or(eq(otpCodes.userId, user.id), inArray(otpCodes.recipient, [user.email, user.mobile])));
      await tx
        .update(users)
        .set({
          firstName: "",
          fullName: "",
          email: `${gone}@deleted.invalid`,
          mobile: gone,
          passwordHash: "deleted",
          verifiedAt: null,
          marketingConsentAt: null,
          nationalId: null,
          medicalRecordNumber: null,
          deletedAt: new Date(),
        })
        .where(eq(users.id, user.id));
    }),
  );
}
