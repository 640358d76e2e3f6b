import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { slotsOfDay, type WorkingDay } from "../../booking/slots";
import { addDays, localDay, weekdayOf } from "@/lib/time/zone";
import type { Db } from "../client";
import * as s from "../schema";
import type { Currency } from "@/lib/contract/common";

/**
 * Doctors' working weeks, fees and, outside production, a few appointments already taken, so the
 * booking flow has realistic gaps. Schedules and fees are derived from the doctor's id and title
 * (the same on every machine); appointments are placed relative to the day the seed runs, because
 * they must lie ahead.
 */

type Zone = s.BranchTimeZone;
const zoneOf = (country: "SA" | "EG"): Zone => (country === "EG" ? "Africa/Cairo" : "Asia/Riyadh");

/** Opening hours of a clinic day, minutes after local midnight. */
const PATTERNS: Array<Pick<WorkingDay, "startMinute" | "endMinute" | "breakStartMinute" | "breakEndMinute">> = [
  { startMinute: 8 * 60, endMinute: 16 * 60, breakStartMinute: 12 * 60, breakEndMinute: 13 * 60 },
  { startMinute: 9 * 60, endMinute: 17 * 60, breakStartMinute: 13 * 60, breakEndMinute: 14 * 60 },
  // An evening clinic that ends at midnight: its last slots sit next to the day boundary.
  { startMinute: 16 * 60, endMinute: 24 * 60, breakStartMinute: 20 * 60, breakEndMinute: 20 * 60 + 30 },
  { startMinute: 10 * 60, endMinute: 18 * 60, breakStartMinute: null, breakEndMinute: null },
];

/** Work weeks: Sunday–Thursday in Saudi Arabia; Saturday–Thursday in Egypt. */
const WORK_DAYS: Record<"SA" | "EG", number[]> = { SA: [0, 1, 2, 3, 4], EG: [6, 0, 1, 2, 3, 4] };

/** Consultation price by title (supervisor level order: professor … specialist) per currency. */
const CONSULTATION_PRICE: Record<Currency, number[]> = { SAR: [600, 450, 400, 250], EGP: [900, 700, 600, 400] };
const DURATIONS: Array<Record<s.AppointmentKind, number>> = [
  { consultation: 20, follow_up: 15, examination: 30 },
  { consultation: 30, follow_up: 15, examination: 45 },
];

const SEEDED_PATIENTS = [
  { name: "عبدالرحمن السبيعي", mobile: "0551000001", email: "a.subaie@example.com" },
  { name: "Lina Haddad", mobile: "0551000002", email: "lina.haddad@example.com" },
  { name: "فهد العنزي", mobile: "0551000003", email: "f.anazi@example.com" },
  { name: "Mariam Youssef", mobile: "0551000004", email: "mariam.y@example.com" },
];

/** A different patient who shares a seeded patient's name (a mobile and address of their own). */
const namesake = (p: (typeof SEEDED_PATIENTS)[number], n: number) => ({
  name: p.name,
  mobile: `0552${String(n).padStart(6, "0")}`,
  email: `patient.${n}@example.com`,
});

export const INSURANCE_COMPANIES: Array<{ id: number; nameAr: string; nameEn: string; country: "SA" | "EG" }> = [
  { id: 1, nameAr: "بوبا العربية", nameEn: "Bupa Arabia", country: "SA" },
  { id: 2, nameAr: "التعاونية", nameEn: "Tawuniya", country: "SA" },
  { id: 3, nameAr: "ميدغلف", nameEn: "MedGulf", country: "SA" },
  { id: 4, nameAr: "أليانز السعودي الفرنسي", nameEn: "Allianz Saudi Fransi", country: "SA" },
  { id: 5, nameAr: "مصر للتأمين", nameEn: "Misr Insurance", country: "EG" },
  { id: 6, nameAr: "أكسا مصر", nameEn: "AXA Egypt", country: "EG" },
  { id: 7, nameAr: "أليانز مصر", nameEn: "Allianz Egypt", country: "EG" },
];

export interface SeedPatient {
  email: string;
  mobile: string;
  fullName: string;
}

/** `demoPatient` null (production): no appointment is seeded, only what booking needs to offer times. */
export async function seedBooking(db: Db, demoPatient: SeedPatient | null, nowMs = Date.now()): Promise<void> {
  const branchRows = await db
    .select({ id: s.branches.id, bu: s.branches.businessUnitId, country: s.branches.country })
    .from(s.branches)
    .orderBy(asc(s.branches.id));
  const doctorRows = await db
    .select({ id: s.doctors.id, branchId: s.doctors.branchId, level: s.doctors.supervisorLevelId, bu: s.doctors.businessUnitId })
    .from(s.doctors)
    .orderBy(asc(s.doctors.id));
  const units = await db.select({ id: s.businessUnits.id, currency: s.businessUnits.currency }).from(s.businessUnits);
  const currencyOf = new Map(units.map((u) => [u.id, u.currency]));
  const branchById = new Map(branchRows.map((b) => [b.id, b]));

  const schedules: Array<typeof s.doctorSchedules.$inferInsert> = [];
  const fees: Array<typeof s.doctorFees.$inferInsert> = [];
  const daysOff: Array<typeof s.doctorDaysOff.$inferInsert> = [];
  const today = localDay(nowMs, "Asia/Riyadh");

  for (const d of doctorRows) {
    const home = branchById.get(d.branchId)!;
    const pattern = PATTERNS[d.id % PATTERNS.length]!;
    const week = WORK_DAYS[home.country];
    // Every third doctor also holds a clinic at a sister branch of the same unit, on the last work day.
    const sister = d.id % 3 === 0 ? branchRows.find((b) => b.bu === home.bu && b.id !== home.id) : undefined;
    const homeDays = sister ? week.slice(0, -1) : week.filter((_, i) => (i + d.id) % week.length !== 0);
    for (const weekday of homeDays) {
      schedules.push({ doctorId: d.id, branchId: home.id, weekday, timeZone: zoneOf(home.country), ...pattern });
    }
    if (sister) {
      schedules.push({
        doctorId: d.id,
        branchId: sister.id,
        weekday: week.at(-1)!,
        timeZone: zoneOf(sister.country),
        ...PATTERNS[(d.id + 1) % PATTERNS.length]!,
      });
    }
    const currency = currencyOf.get(d.bu) ?? "SAR";
    const consultation = CONSULTATION_PRICE[currency][(d.level - 1) % 4]!;
    const durations = DURATIONS[d.id % DURATIONS.length]!;
    fees.push(
      { doctorId: d.id, kind: "consultation", durationMinutes: durations.consultation, price: consultation },
      { doctorId: d.id, kind: "follow_up", durationMinutes: durations.follow_up, price: Math.round(consultation * 0.5) },
      { doctorId: d.id, kind: "examination", durationMinutes: durations.examination, price: Math.round(consultation * 1.2) },
    );
    // One day of leave in the coming weeks.
    daysOff.push({ doctorId: d.id, day: addDays(today, 5 + (d.id % 20)) });
  }
  await db.insert(s.doctorSchedules).values(schedules);
  await db.insert(s.doctorFees).values(fees);
  await db.insert(s.doctorDaysOff).values(daysOff);
  await db.delete(s.insuranceCompanies);
  await db.insert(s.insuranceCompanies).values(INSURANCE_COMPANIES);
  await db.insert(s.siteSettings).values(
    units.map((u) => {
      const value = { hold_minutes: 10, payment_hold_minutes: 30, cancel_hours_before: 4, tax_rate: u.currency === "EGP" ? 0.14 : 0.15 };
      return { key: "booking", businessUnitId: u.id, valueAr: value, valueEn: value };
    }),
  );
  if (demoPatient) await seedTakenSlots(db, demoPatient, schedules, fees, daysOff, today, currencyOf, doctorRows, nowMs);
}

/** A few booked appointments per doctor over the next week, on the doctor's own slot grid. */
async function seedTakenSlots(
  db: Db,
  demoPatient: SeedPatient,
  schedules: Array<typeof s.doctorSchedules.$inferInsert>,
  fees: Array<typeof s.doctorFees.$inferInsert>,
  daysOff: Array<typeof s.doctorDaysOff.$inferInsert>,
  today: string,
  currencyOf: Map<number, Currency>,
  doctorRows: Array<{ id: number; bu: number }>,
  nowMs: number,
) {
  const [demo] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, demoPatient.email)).limit(1);
  const reservations: Array<typeof s.bookingReservations.$inferInsert> = [];
  const appointments: Array<typeof s.bookingAppointments.$inferInsert & { demo?: boolean }> = [];
  const bookedTimes = new Map<string, Array<[number, number]>>();
  let namesakes = 0;
  for (const d of doctorRows) {
    const fee = fees.find((f) => f.doctorId === d.id && f.kind === "consultation")!;
    const off = new Set(daysOff.filter((o) => o.doctorId === d.id).map((o) => o.day));
    const rate = currencyOf.get(d.bu) === "EGP" ? 0.14 : 0.15;
    let taken = 0;
    for (let i = 0; i < 7 && taken < 4; i++) {
      const day = addDays(today, i);
      if (off.has(day)) continue;
      const schedule = schedules.find((x) => x.doctorId === d.id && x.weekday === weekdayOf(day));
      if (!schedule) continue;
      const slots = slotsOfDay(day, schedule as WorkingDay, [{ kind: "consultation", durationMinutes: fee.durationMinutes }]).filter(
        (slot) => slot.startMs > nowMs + 3_600_000,
      );
      // The first slot of the day and one in the middle: a doctor's next free time is not always the earliest.
      for (const index of new Set([0, Math.floor(slots.length / 2)])) {
        const slot = slots[index];
        if (!slot || taken >= 4) continue;
        const price = fee.price;
        const tax = Math.round(price * rate * 100) / 100;
        const id = randomUUID();
        // One patient is never booked at two overlapping times (the database refuses it): the next free
        // one in turn, or when all are busy then, another patient of the same name and their own mobile.
        const patient =
          SEEDED_PATIENTS.map((_, k) => SEEDED_PATIENTS[(d.id + taken + k) % SEEDED_PATIENTS.length]!).find(
            (p) => !(bookedTimes.get(p.mobile) ?? []).some(([start, end]) => start < slot.endMs && slot.startMs < end),
          ) ?? namesake(SEEDED_PATIENTS[(d.id + taken) % SEEDED_PATIENTS.length]!, ++namesakes);
        bookedTimes.set(patient.mobile, [...(bookedTimes.get(patient.mobile) ?? []), [slot.startMs, slot.endMs]]);
        reservations.push({
          id,
          code: `BK-S${String(d.id).padStart(3, "0")}${taken}`,
          doctorId: d.id,
          branchId: schedule.branchId,
          kind: "consultation",
          startsAt: new Date(slot.startMs),
          endsAt: new Date(slot.endMs),
          status: "booked",
          expiresAt: null,
          price,
          tax,
          total: Math.round((price + tax) * 100) / 100,
          currency: currencyOf.get(d.bu) ?? "SAR",
          timeZone: slot.timeZone,
          patientMobile: patient.mobile,
        });
        appointments.push({
          reservationId: id,
          userId: null,
          patientName: patient.name,
          patientMobile: patient.mobile,
          patientEmail: patient.email,
          paymentType: taken % 2 === 0 ? "cash" : "card",
          amount: Math.round((price + tax) * 100) / 100,
          status: taken % 2 === 0 ? "not_paid" : "paid",
          lang: "ar",
        });
        taken++;
      }
    }
  }
  // The demo patient has an upcoming visit (doctor 2) so "my appointments" is never empty.
  const demoReservation = reservations.find((r) => r.doctorId === 2);
  if (demo && demoReservation) {
    const appointment = appointments.find((a) => a.reservationId === demoReservation.id)!;
    Object.assign(appointment, { userId: demo.id, patientName: demoPatient.fullName, patientMobile: demoPatient.mobile, patientEmail: demoPatient.email });
    Object.assign(demoReservation, { patientUserId: demo.id, patientMobile: demoPatient.mobile });
  }
  if (reservations.length > 0) {
    await db.insert(s.bookingReservations).values(reservations);
    await db.insert(s.bookingAppointments).values(appointments);
  }
}
