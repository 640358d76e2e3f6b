import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  type AppointmentKind,
  bookingReservations,
  branches,
  businessUnits,
  doctorDaysOff,
  doctorFees,
  doctorSchedules,
  siteSettings,
} from "../db/schema";
import type { Busy, KindLength, WorkingDay } from "./slots";

/** What the slot arithmetic needs about one doctor, read in a few queries. */
export interface DoctorSetup {
  doctorId: number;
  schedules: WorkingDay[];
  kinds: Array<KindLength & { price: number }>;
  daysOff: Set<string>;
}

export interface BranchInfo {
  id: number;
  nameAr: string;
  nameEn: string;
  businessUnitId: number;
  currency: "SAR" | "EGP";
  country: "SA" | "EG";
}

const KIND_ORDER: AppointmentKind[] = ["consultation", "follow_up", "examination"];

export async function loadSetups(db: Db, doctorIds: number[], fromDay?: string): Promise<Map<number, DoctorSetup>> {
  const setups = new Map<number, DoctorSetup>();
  if (doctorIds.length === 0) return setups;
  for (const id of doctorIds) setups.set(id, { doctorId: id, schedules: [], kinds: [], daysOff: new Set() });
  const [schedules, fees, daysOff] = await Promise.all([
    db.select().from(doctorSchedules).where(inArray(doctorSchedules.doctorId, doctorIds)),
    db.select().from(doctorFees).where(inArray(doctorFees.doctorId, doctorIds)),
    db
      .select()
      .from(doctorDaysOff)
      .where(and(inArray(doctorDaysOff.doctorId, doctorIds), fromDay ? gte(doctorDaysOff.day, fromDay) : undefined)),
  ]);
  for (const s of schedules) {
    setups.get(s.doctorId)?.schedules.push({
      branchId: s.branchId,
      weekday: s.weekday,
      startMinute: s.startMinute,
      endMinute: s.endMinute,
      breakStartMinute: s.breakStartMinute,
      breakEndMinute: s.breakEndMinute,
      timeZone: s.timeZone,
    });
  }
  for (const f of fees) setups.get(f.doctorId)?.kinds.push({ kind: f.kind, durationMinutes: f.durationMinutes, price: f.price });
  for (const setup of setups.values()) setup.kinds.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  for (const d of daysOff) setups.get(d.doctorId)?.daysOff.add(d.day);
  return setups;
}

/** Time taken by booked appointments and by holds that have not expired yet, per doctor, sorted. */
export async function loadBusy(db: Db, doctorIds: number[], fromMs: number, toMs: number, nowMs: number) {
  const busy = new Map<number, Busy[]>();
  if (doctorIds.length === 0) return busy;
  const now = new Date(nowMs);
  const rows = await db
    .select({ doctorId: bookingReservations.doctorId, startsAt: bookingReservations.startsAt, endsAt: bookingReservations.endsAt })
    .from(bookingReservations)
    .where(
      and(
        inArray(bookingReservations.doctorId, doctorIds),
        lt(bookingReservations.startsAt, new Date(toMs)),
        sql`${bookingReservations.endsAt} > ${new Date(fromMs).toISOString()}`,
        or(
          eq(bookingReservations.status, "booked"),
          and(eq(bookingReservations.status, "held"), sql`${bookingReservations.expiresAt} > ${now.toISOString()}`),
        ),
      ),
    )
    .orderBy(bookingReservations.startsAt);
  for (const r of rows) {
    let list = busy.get(r.doctorId);
    if (!list) busy.set(r.doctorId, (list = []));
    list.push({ startMs: r.startsAt.getTime(), endMs: r.endsAt.getTime() });
  }
  return busy;
}

export async function loadBranches(db: Db, ids: number[]): Promise<Map<number, BranchInfo>> {
  const out = new Map<number, BranchInfo>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: branches.id,
      nameAr: branches.nameAr,
      nameEn: branches.nameEn,
      businessUnitId: branches.businessUnitId,
      currency: businessUnits.currency,
      country: branches.country,
    })
    .from(branches)
    .innerJoin(businessUnits, eq(businessUnits.id, branches.businessUnitId))
    .where(inArray(branches.id, ids));
  for (const r of rows) out.set(r.id, r);
  return out;
}

/** Business-unit booking rules (site setting `booking`); the defaults hold where a unit sets none. */
export interface BookingSettings {
  holdMinutes: number;
  /** How long a hold lasts once an online payment has started. */
  paymentHoldMinutes: number;
  cancelHoursBefore: number;
  taxRate: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  holdMinutes: 10,
  paymentHoldMinutes: 30,
  cancelHoursBefore: 4,
  taxRate: 0.15,
};

export const BOOKING_SETTINGS_KEY = "booking";

export async function bookingSettings(db: Db, businessUnitId: number): Promise<BookingSettings> {
  const rows = await db
    .select({ bu: siteSettings.businessUnitId, value: siteSettings.valueEn })
    .from(siteSettings)
    .where(
      and(
        eq(siteSettings.key, BOOKING_SETTINGS_KEY),
        or(eq(siteSettings.businessUnitId, businessUnitId), sql`${siteSettings.businessUnitId} is null`),
      ),
    );
  const own = rows.find((r) => r.bu === businessUnitId) ?? rows.find((r) => r.bu === null);
  const v = (own?.value ?? {}) as Partial<Record<string, unknown>>;
  const num = (key: string, fallback: number) => (typeof v[key] === "number" ? (v[key] as number) : fallback);
  return {
    holdMinutes: num("hold_minutes", DEFAULT_BOOKING_SETTINGS.holdMinutes),
    paymentHoldMinutes: num("payment_hold_minutes", DEFAULT_BOOKING_SETTINGS.paymentHoldMinutes),
    cancelHoursBefore: num("cancel_hours_before", DEFAULT_BOOKING_SETTINGS.cancelHoursBefore),
    taxRate: num("tax_rate", DEFAULT_BOOKING_SETTINGS.taxRate),
  };
}

export const money = (n: number) => Math.round(n * 100) / 100;
