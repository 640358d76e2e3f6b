import { and, eq, inArray, or, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { type AppointmentKind, branches, businessUnits, siteSettings } from "../db/schema";
import type { Busy, KindLength, WorkingDay } from "./slots";
import type { Currency } from "@/lib/contract/common";

/** What the slot arithmetic needs about one doctor. */
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
  currency: Currency;
  country: "SA" | "EG";
}

const KIND_ORDER: AppointmentKind[] = ["consultation", "follow_up", "examination"];

type SetupRow = {
  id: number;
  schedules: Array<{ b: number; w: number; s: number; e: number; bs: number | null; be: number | null; z: WorkingDay["timeZone"] }>;
  fees: Array<{ k: AppointmentKind; d: number; p: string | number }>;
  off: string[];
};

/**
 * Schedules, fees and days off (from `fromDay` on) of several doctors in one round trip. What a
 * doctor offers changes rarely; what is taken is read apart (loadBusy), on every request.
 */
export async function loadDoctorSetups(db: Db, doctorIds: number[], fromDay: string): Promise<Map<number, DoctorSetup>> {
  const setups = new Map<number, DoctorSetup>();
  if (doctorIds.length === 0) return setups;
  const ids = sql.join(doctorIds.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<SetupRow>(
    db,
    sql`select d.id,
      coalesce((select json_agg(json_build_object('b', s.branch_id, 'w', s.weekday, 's', s.start_minute, 'e', s.end_minute,
                 'bs', s.break_start_minute, 'be', s.break_end_minute, 'z', s.time_zone) order by s.branch_id, s.weekday)
               from doctor_schedules s where s.doctor_id = d.id), '[]'::json) as schedules,
      coalesce((select json_agg(json_build_object('k', f.kind, 'd', f.duration_minutes, 'p', f.price))
               from doctor_fees f where f.doctor_id = d.id), '[]'::json) as fees,
      coalesce((select json_agg(o.day::text) from doctor_days_off o where o.doctor_id = d.id and o.day >= ${fromDay}::date), '[]'::json) as off
    from doctors d where d.id in (${ids})`,
  );
  for (const r of rows) {
    const kinds = r.fees.map((f) => ({ kind: f.k, durationMinutes: f.d, price: Number(f.p) }));
    kinds.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    setups.set(r.id, {
      doctorId: r.id,
      schedules: r.schedules.map((x) => ({
        branchId: x.b,
        weekday: x.w,
        startMinute: x.s,
        endMinute: x.e,
        breakStartMinute: x.bs,
        breakEndMinute: x.be,
        timeZone: x.z,
      })),
      kinds,
      daysOff: new Set(r.off),
    });
  }
  return setups;
}

/**
 * The time taken from several doctors within [fromMs, toMs): booked rows and holds not yet run
 * out, sorted by start. One query on the (doctor_id, starts_at) index for a whole page of doctors.
 */
export async function loadBusy(db: Db, doctorIds: number[], fromMs: number, toMs: number, nowMs: number): Promise<Map<number, Busy[]>> {
  const busy = new Map<number, Busy[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return busy;
  const ids = sql.join(doctorIds.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ d: number; s: number | string; e: number | string; x: number | string | null }>(
    db,
    sql`select r.doctor_id as d, (extract(epoch from r.starts_at) * 1000)::float8 as s, (extract(epoch from r.ends_at) * 1000)::float8 as e,
      case when r.status = 'held' then (extract(epoch from r.expires_at) * 1000)::float8 end as x
    from booking_reservations r
    where r.doctor_id in (${ids})
      and r.starts_at < ${new Date(toMs).toISOString()}::timestamptz and r.ends_at > ${new Date(fromMs).toISOString()}::timestamptz
      and (r.status = 'booked' or (r.status = 'held' and r.expires_at > ${new Date(nowMs).toISOString()}::timestamptz))
    order by r.doctor_id, r.starts_at`,
  );
  for (const r of rows) {
    busy.get(r.d)?.push({ startMs: Number(r.s), endMs: Number(r.e), ...(r.x === null ? {} : { heldUntilMs: Number(r.x) }) });
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

export { roundMoney as money } from "@/lib/contract/booking-bill";
