import { and, asc, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { WaitlistHeld } from "@/lib/contract/waitlist";
import { type Db, queryRows } from "../db/client";
import { bookingAppointments, bookingReservations, branches, doctors, users, waitlistAlerts, waitlistOffers } from "../db/schema";
import { type Deps, tr, type UserRow } from "../http/context";
import { serverMessage } from "../http/messages";
import { whenText } from "../booking/notices";
import { plainName } from "@/lib/validation/rules";
import { liveHold, reservationToWire, reserve } from "../booking/reserve";
import type { Clash } from "../booking/patient-overlap";
import { PaymentError, quotePayment } from "../booking/payment-port";
import { bookingSettings, loadBranches } from "../booking/setup";
import { endFinishedAlerts } from "./alerts";
import { OFFERS_PER_ALERT_PER_DAY } from "./rate-limits";
import { newOfferToken, stopTokenOf, tokenHash } from "./tokens";

/**
 * Freed times and the offers they make. Only a time that was taken is news to a waiting patient: a
 * confirmed appointment cancelled or moved (offered right after that commits). A hold is never
 * offered when it is let go or runs out: the time it held was free all along, and offering it would
 * let anyone send every waiting patient a message per hold.
 *
 * Each alert gets a time only if it is earlier than every time the alert was offered before, and at
 * most OFFERS_PER_ALERT_PER_DAY in 24 hours; both are weighed under a lock on the alert. The offer
 * row's unique key over (freed reservation, alert) lets exactly one process write it, and only the
 * writing process sends its messages.
 */

type ReservationRow = typeof bookingReservations.$inferSelect;
type AlertRow = typeof waitlistAlerts.$inferSelect;

/** Namespace of the per-alert advisory lock under which an offer is weighed and written (alerts.ts holds 2201 per patient). */
const ALERT_OFFERS_LOCK = 2202;
const DAY_MS = 86_400_000;

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

async function sendOffer(deps: Deps, r: ReservationRow, alert: AlertRow, token: string) {
  const { db } = deps;
  const lang = alert.lang;
  const [who] = await db.select({ name: users.firstName, mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, alert.userId));
  const [doctor] = await db.select({ ar: doctors.nameAr, en: doctors.nameEn }).from(doctors).where(eq(doctors.id, r.doctorId));
  const branch = (await loadBranches(db, [r.branchId])).get(r.branchId);
  if (!who || !doctor || !branch) return;
  const settings = await bookingSettings(db, branch.businessUnitId);
  const facts = {
    // The account's first name as plain text, as every booking message carries a name.
    name: plainName(who.name),
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
 * Writes the offer of `r` to `alert` when the alert may still have it: earlier than every time it
 * was offered before, and within its offers of the last 24 hours. Under a lock on the alert, so two
 * processes offering two times at once cannot both pass the checks. The new link's token, or null.
 */
async function claimOffer(db: Db, r: ReservationRow, alert: AlertRow, now: Date): Promise<string | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_OFFERS_LOCK}, ${alert.id}::int)`);
    const [before] = await queryRows<{ earliest: string | Date | null; today: number }>(
      tx,
      sql`select min(starts_at) as earliest,
                 (count(*) filter (where created_at > ${new Date(now.getTime() - DAY_MS).toISOString()}))::int as today
          from waitlist_offers where alert_id = ${alert.id}`,
    );
    if (before?.earliest && r.startsAt.getTime() >= new Date(before.earliest).getTime()) return null;
    if (Number(before?.today ?? 0) >= OFFERS_PER_ALERT_PER_DAY) return null;
    const { token, hash } = newOfferToken();
    const [offer] = await tx
      .insert(waitlistOffers)
      .values({
        alertId: alert.id,
        freedReservationId: r.id,
        doctorId: r.doctorId,
        branchId: r.branchId,
        kind: r.kind,
        startsAt: r.startsAt,
        tokenHash: hash,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [waitlistOffers.freedReservationId, waitlistOffers.alertId] })
      .returning({ id: waitlistOffers.id });
    return offer ? token : null;
  });
}

/**
 * Offers the time `r` let go to every alert waiting for it: same doctor and kind, its branch or
 * any, a `before` after the time's start, started before the time freed, and not the patient who
 * let it go. Returns how many offers this call sent.
 */
async function offerTime(deps: Deps, r: ReservationRow, now: Date): Promise<number> {
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
        lte(waitlistAlerts.createdAt, now),
        r.userId !== null ? ne(waitlistAlerts.userId, r.userId) : undefined,
        r.patientUserId !== null ? ne(waitlistAlerts.userId, r.patientUserId) : undefined,
      ),
    )
    .orderBy(asc(waitlistAlerts.id));
  let sent = 0;
  for (const alert of alerts) {
    const token = await claimOffer(db, r, alert, now);
    // Another process offered this time to this alert first, or the alert may not have it: nothing to send.
    if (token === null) continue;
    await sendOffer(deps, r, alert, token);
    sent++;
  }
  return sent;
}

/**
 * Offers a time a confirmed appointment just let go, cancelled or moved: call it once that
 * transaction committed, with the reservation as it was read before (its status then says whether
 * the time was booked; a hold, or a visit still waiting for its payment, never took it).
 * Never fails the caller: the patient's own action is done whatever happens to the offers.
 */
export async function offerFreedTime(deps: Deps, freed: Pick<ReservationRow, "id" | "status">, nowMs = Date.now()): Promise<number> {
  if (freed.status !== "booked") return 0;
  try {
    const now = new Date(nowMs);
    const [r] = await deps.db.select().from(bookingReservations).where(eq(bookingReservations.id, freed.id)).limit(1);
    if (!r || r.status !== "released") return 0;
    // An alert whose patient booked an offered time is done: it must not be offered this one.
    await endFinishedAlerts(deps.db, now);
    return await offerTime(deps, r, now);
  } catch (error) {
    console.error("[waitlist] offering a freed time failed:", (error as Error).message);
    return 0;
  }
}

/**
 * The waitlist's periodic job in every backend process: ends the alerts that ended by themselves
 * (each update one conditional statement, so every process may run it at once). It offers nothing:
 * a hold that ran out let go of a time that was free all along.
 */
export async function sweepWaitlist(deps: Deps, nowMs = Date.now()): Promise<void> {
  await endFinishedAlerts(deps.db, new Date(nowMs));
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
  | { kind: "patient_overlap"; clash: Clash };

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
    return outcome.reason === "patient_overlap" ? { kind: "patient_overlap", clash: outcome.clash } : { kind: "gone" };
  }
  await db.update(waitlistOffers).set({ reservationId: outcome.reservation.id }).where(eq(waitlistOffers.id, offer.id));
  return { kind: "held", held: await heldView(db, lang, outcome.reservation, replacing, outcome.paymentMethods) };
}
