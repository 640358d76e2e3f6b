import { and, asc, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { WaitlistHeld } from "@/lib/contract/waitlist";
import { type Db, queryRows } from "../db/client";
import { bookingAppointments, bookingReservations, branches, doctors, users, waitlistAlerts, waitlistOffers } from "../db/schema";
import { type Deps, tr, type UserRow } from "../http/context";
import { serverMessage } from "../http/messages";
import { whenText } from "../booking/notices";
import { liveHold, reservationToWire, reserve } from "../booking/reserve";
import { PaymentError, quotePayment } from "../booking/payment-port";
import { bookingSettings, loadBranches } from "../booking/setup";
import { endFinishedAlerts } from "./alerts";
import { newOfferToken, stopTokenOf, tokenHash } from "./tokens";

/**
 * Freed times and the offers they make. A time frees when its reservation lets it go: an
 * appointment cancelled or moved (called right after that commits) or a hold that ran out (found
 * by `sweepWaitlist`, which every backend process runs now and then; holds lapse without any
 * event). Each freed time is offered once to each waiting alert: the offer row's unique key over
 * (freed reservation, alert) lets exactly one process insert it, and only the inserting process
 * sends its messages.
 */

type ReservationRow = typeof bookingReservations.$inferSelect;

/** How far back the sweep looks for holds that ran out (a process down longer misses those). */
const LAPSE_LOOKBACK_MS = 60 * 60_000;

/** Whether another reservation (booked, or a live hold) takes any of the freed time. */
async function stillFree(db: Db, r: ReservationRow, now: Date): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from booking_reservations
        where doctor_id = ${r.doctorId} and id <> ${r.id}
          and starts_at < ${r.endsAt.toISOString()} and ends_at > ${r.startsAt.toISOString()}
          and (status = 'booked' or (status = 'held' and expires_at > ${now.toISOString()}))
        limit 1`,
  );
  return rows.length === 0;
}

/** The site's page for a link's token, in the patient's language. */
const linkOf = (deps: Deps, lang: Lang, path: string) => `${deps.config.siteOrigin}${lang === "en" ? "/en" : ""}/waitlist/${path}`;

async function sendOffer(deps: Deps, r: ReservationRow, alert: typeof waitlistAlerts.$inferSelect, token: string) {
  const { db } = deps;
  const lang = alert.lang;
  const [who] = await db.select({ name: users.firstName, mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, alert.userId));
  const [doctor] = await db.select({ ar: doctors.nameAr, en: doctors.nameEn }).from(doctors).where(eq(doctors.id, r.doctorId));
  const branch = (await loadBranches(db, [r.branchId])).get(r.branchId);
  if (!who || !doctor || !branch) return;
  const settings = await bookingSettings(db, branch.businessUnitId);
  const facts = {
    name: who.name,
    doctor: tr(lang, doctor.ar, doctor.en),
    branch: tr(lang, branch.nameAr, branch.nameEn),
    when: whenText({ lang, startMs: r.startsAt.getTime(), timeZone: r.timeZone }),
    minutes: settings.holdMinutes,
    link: linkOf(deps, lang, token),
    stop: linkOf(deps, lang, `stop/${stopTokenOf(deps.config.tokenSecret, alert.id)}`),
  };
  const body = serverMessage(lang, "waitlist.notice.offer", facts);
  await deps.messenger.send({ channel: "sms", to: who.mobile, body });
  await deps.messenger.send({ channel: "email", to: who.email, subject: serverMessage(lang, "waitlist.notice.offerSubject", facts), body });
}

/**
 * Offers the time `r` let go at `freedAt` to every alert waiting for it: same doctor and kind, its
 * branch or any, a `before` after the time's start, started before the time freed, and not the
 * patient who let it go. Returns how many offers this call sent.
 */
async function offerTime(deps: Deps, r: ReservationRow, freedAt: Date, now: Date): Promise<number> {
  const { db } = deps;
  if (r.startsAt.getTime() <= now.getTime() || !(await stillFree(db, r, now))) return 0;
  const alerts = await db
    .select()
    .from(waitlistAlerts)
    .where(
      and(
        eq(waitlistAlerts.status, "active"),
        eq(waitlistAlerts.doctorId, r.doctorId),
        eq(waitlistAlerts.kind, r.kind),
        or(isNull(waitlistAlerts.branchId), eq(waitlistAlerts.branchId, r.branchId)),
        gt(waitlistAlerts.before, r.startsAt),
        gt(waitlistAlerts.before, now),
        lte(waitlistAlerts.createdAt, freedAt),
        r.userId !== null ? ne(waitlistAlerts.userId, r.userId) : undefined,
        r.patientUserId !== null ? ne(waitlistAlerts.userId, r.patientUserId) : undefined,
      ),
    )
    .orderBy(asc(waitlistAlerts.id));
  let sent = 0;
  for (const alert of alerts) {
    const { token, hash } = newOfferToken();
    const [offer] = await db
      .insert(waitlistOffers)
      .values({
        alertId: alert.id,
        freedReservationId: r.id,
        doctorId: r.doctorId,
        branchId: r.branchId,
        kind: r.kind,
        startsAt: r.startsAt,
        tokenHash: hash,
      })
      .onConflictDoNothing({ target: [waitlistOffers.freedReservationId, waitlistOffers.alertId] })
      .returning({ id: waitlistOffers.id });
    // Another process offered this time to this alert first: it sends, this one does not.
    if (!offer) continue;
    await sendOffer(deps, r, alert, token);
    sent++;
  }
  return sent;
}

/**
 * Offers a time just let go by a cancellation or a move (call once its transaction committed).
 * Never fails the caller: the patient's own action is done whatever happens to the offers.
 */
export async function offerFreedTime(deps: Deps, reservationId: string, nowMs = Date.now()): Promise<number> {
  try {
    const now = new Date(nowMs);
    const [r] = await deps.db.select().from(bookingReservations).where(eq(bookingReservations.id, reservationId)).limit(1);
    if (!r || (r.status !== "released" && r.status !== "expired")) return 0;
    return await offerTime(deps, r, now, now);
  } catch (error) {
    console.error("[waitlist] offering a freed time failed:", (error as Error).message);
    return 0;
  }
}

/**
 * Ends alerts that ended by themselves and offers the times of holds that ran out in the last
 * hour (still `held` past their end, or already marked `expired`), where an alert waits for them.
 * Safe to run in every process at once: the offers' unique key decides who sends.
 */
export async function sweepWaitlist(deps: Deps, nowMs = Date.now()): Promise<number> {
  const { db } = deps;
  const now = new Date(nowMs);
  await endFinishedAlerts(db, now);
  const lapsed = await queryRows<{ id: string }>(
    db,
    sql`select r.id from booking_reservations r
        where r.status in ('held', 'expired') and r.expires_at <= ${now.toISOString()}
          and r.expires_at > ${new Date(nowMs - LAPSE_LOOKBACK_MS).toISOString()} and r.starts_at > ${now.toISOString()}
          and exists (
            select 1 from waitlist_alerts a
            where a.status = 'active' and a.doctor_id = r.doctor_id and a.kind = r.kind
              and (a.branch_id is null or a.branch_id = r.branch_id)
              and a.before > r.starts_at and a.created_at <= r.expires_at
              and not exists (select 1 from waitlist_offers o where o.freed_reservation_id = r.id and o.alert_id = a.id))
        order by r.starts_at`,
  );
  let sent = 0;
  for (const { id } of lapsed) {
    const [r] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, id)).limit(1);
    if (r?.expiresAt) sent += await offerTime(deps, r, r.expiresAt, now);
  }
  return sent;
}

type PaymentMethods = Parameters<typeof reservationToWire>[1];

/** The methods a re-opened hold can be paid by (as its creation answered them; cash where no tax rate is known). */
async function reservationMethods(deps: Deps, businessUnitId: number, price: number): Promise<PaymentMethods> {
  try {
    return (await quotePayment(deps, { businessUnitId, price })).methods;
  } catch (error) {
    if (error instanceof PaymentError && error.code === "no_tax_rate") return ["cash"];
    throw error;
  }
}

export type OpenOutcome =
  | { kind: "held"; held: WaitlistHeld }
  | { kind: "gone" }
  | { kind: "not_found" }
  | { kind: "patient_overlap"; appointmentCode: string };

async function heldView(db: Db, lang: Lang, hold: ReservationRow, appointmentId: number | null, methods: PaymentMethods): Promise<WaitlistHeld> {
  const [doctor] = await db
    .select({ ar: doctors.nameAr, en: doctors.nameEn, slugAr: doctors.slugAr, slugEn: doctors.slugEn })
    .from(doctors)
    .where(eq(doctors.id, hold.doctorId));
  const [branch] = await db.select({ ar: branches.nameAr, en: branches.nameEn }).from(branches).where(eq(branches.id, hold.branchId));
  return {
    reservation: reservationToWire(hold, methods),
    doctor: { id: hold.doctorId, name: tr(lang, doctor!.ar, doctor!.en), slug_ar: doctor!.slugAr, slug_en: doctor!.slugEn },
    branch_name: branch ? tr(lang, branch.ar, branch.en) : "",
    appointment_id: appointmentId,
  };
}

/** The patient's later appointment with the doctor, which an earlier time would replace. */
async function laterAppointment(db: Db, userId: number, doctorId: number, startsAt: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: bookingAppointments.id })
    .from(bookingAppointments)
    .innerJoin(bookingReservations, eq(bookingReservations.id, bookingAppointments.reservationId))
    .where(
      and(
        eq(bookingAppointments.userId, userId),
        eq(bookingReservations.doctorId, doctorId),
        eq(bookingReservations.status, "booked"),
        isNull(bookingAppointments.cancelledAt),
        gt(bookingReservations.startsAt, startsAt),
      ),
    )
    .orderBy(asc(bookingReservations.startsAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The patient opens an offer's link. The first opening holds the time for the patient exactly as
 * a hold from the times does (the same engine, its minutes to confirm, the doctor's exclusion
 * constraint deciding between patients); opening it again shows that hold while it lasts. Anyone
 * else's token is unknown here; a time someone took first, or that passed, is gone.
 */
export async function openOffer(deps: Deps, lang: Lang, user: UserRow, token: string, nowMs = Date.now()): Promise<OpenOutcome> {
  const { db } = deps;
  const now = new Date(nowMs);
  const find = async () =>
    (
      await db
        .select({ offer: waitlistOffers, userId: waitlistAlerts.userId })
        .from(waitlistOffers)
        .innerJoin(waitlistAlerts, eq(waitlistAlerts.id, waitlistOffers.alertId))
        .where(eq(waitlistOffers.tokenHash, tokenHash(token)))
        .limit(1)
    )[0];
  const found = await find();
  if (!found || found.userId !== user.id) return { kind: "not_found" };

  const again = async (offer: typeof waitlistOffers.$inferSelect): Promise<OpenOutcome> => {
    if (offer.status !== "held" || !offer.reservationId) return { kind: "gone" };
    const { row, live } = await liveHold(db, offer.reservationId, nowMs);
    if (!row || !live || row.userId !== user.id) return { kind: "gone" };
    const branch = (await loadBranches(db, [row.branchId])).get(row.branchId);
    const methods = branch ? await reservationMethods(deps, branch.businessUnitId, row.price) : [];
    return { kind: "held", held: await heldView(db, lang, row, await laterAppointment(db, user.id, row.doctorId, row.startsAt), methods) };
  };

  if (found.offer.status !== "sent") return again(found.offer);
  // The link is single-use: whoever flips it from `sent` goes on; a second tab re-reads it.
  const claimed = await db
    .update(waitlistOffers)
    .set({ status: "held", openedAt: now })
    .where(and(eq(waitlistOffers.id, found.offer.id), eq(waitlistOffers.status, "sent")))
    .returning({ id: waitlistOffers.id });
  if (claimed.length === 0) {
    const fresh = await find();
    return fresh ? again(fresh.offer) : { kind: "gone" };
  }

  const offer = found.offer;
  const replacing = await laterAppointment(db, user.id, offer.doctorId, offer.startsAt);
  const outcome =
    offer.startsAt.getTime() > nowMs
      ? await reserve(
          deps,
          {
            doctor_id: offer.doctorId,
            branch_id: offer.branchId,
            kind: offer.kind,
            start: offer.startsAt.toISOString(),
            ...(replacing !== null ? { appointment_id: replacing } : {}),
          },
          user,
          nowMs,
        )
      : ({ ok: false, reason: "not_a_slot" } as const);
  if (!outcome.ok) {
    await db.update(waitlistOffers).set({ status: "gone" }).where(eq(waitlistOffers.id, offer.id));
    return outcome.reason === "patient_overlap" ? { kind: "patient_overlap", appointmentCode: outcome.appointmentCode } : { kind: "gone" };
  }
  await db.update(waitlistOffers).set({ reservationId: outcome.reservation.id }).where(eq(waitlistOffers.id, offer.id));
  return { kind: "held", held: await heldView(db, lang, outcome.reservation, replacing, outcome.paymentMethods) };
}
