import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { branches, offerBookings, offers, payments } from "../db/schema";
import { tr } from "../http/context";

export type OfferBookingRow = typeof offerBookings.$inferSelect;

/** The new booking, or undefined when its code is already taken (the caller draws another). */
export async function insertOfferBooking(db: Db, values: typeof offerBookings.$inferInsert): Promise<OfferBookingRow | undefined> {
  const [row] = await db.insert(offerBookings).values(values).onConflictDoNothing({ target: offerBookings.code }).returning();
  return row;
}

export async function deleteOfferBooking(db: Db, id: number): Promise<void> {
  await db.delete(offerBookings).where(eq(offerBookings.id, id));
}

export async function countOfferBooked(db: Db, offerId: number): Promise<void> {
  await db.update(offers).set({ bookingsCount: sql`${offers.bookingsCount} + 1` }).where(eq(offers.id, offerId));
}

/** Whether the branch belongs to the business unit. */
export async function isUnitBranch(db: Db, branchId: number, businessUnitId: number): Promise<boolean> {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.businessUnitId, businessUnitId)));
  return branch !== undefined;
}

export async function offerTitle(db: Db, offerId: number, lang: Lang): Promise<string> {
  const [row] = await db.select({ ar: offers.titleAr, en: offers.titleEn }).from(offers).where(eq(offers.id, offerId));
  return row ? tr(lang, row.ar, row.en) : "";
}

/** The booking now paid, or undefined when it was already paid (or refunded, or unknown). */
export async function markOfferBookingPaid(db: Db, id: number): Promise<OfferBookingRow | undefined> {
  const [row] = await db
    .update(offerBookings)
    .set({ status: "paid", updatedAt: new Date() })
    .where(and(eq(offerBookings.id, id), inArray(offerBookings.status, ["pending", "confirmed", "failed"])))
    .returning();
  return row;
}

export async function markOfferBookingFailed(db: Db, id: number): Promise<void> {
  await db
    .update(offerBookings)
    .set({ status: "failed", updatedAt: new Date() })
    .where(and(eq(offerBookings.id, id), eq(offerBookings.status, "pending")));
}

export async function reopenFailedOfferBooking(db: Db, id: number): Promise<void> {
  await db
    .update(offerBookings)
    .set({ status: "pending", updatedAt: new Date() })
    .where(and(eq(offerBookings.id, id), eq(offerBookings.status, "failed")));
}

/** The booking's code with its offer's and branch's names in both languages. */
export async function offerBookingWithNames(db: Db, id: number) {
  const [row] = await db
    .select({ code: offerBookings.code, titleAr: offers.titleAr, titleEn: offers.titleEn, branchAr: branches.nameAr, branchEn: branches.nameEn })
    .from(offerBookings)
    .innerJoin(offers, eq(offers.id, offerBookings.offerId))
    .innerJoin(branches, eq(branches.id, offerBookings.branchId))
    .where(eq(offerBookings.id, id));
  return row;
}

/** A patient's bought offers, newest first, with the offer's and branch's names. */
export function offerBookingsOfUser(db: Db, userId: number) {
  return db
    .select({
      b: offerBookings,
      o: { titleAr: offers.titleAr, titleEn: offers.titleEn, slugAr: offers.slugAr, slugEn: offers.slugEn },
      br: { nameAr: branches.nameAr, nameEn: branches.nameEn },
      // What the patient pays, tax included: the booking's latest payment (a failed one may be retried).
      totalMinor: sql<number | null>`(select ${payments.totalMinor} from ${payments} where ${payments.purpose} = 'offer_booking' and ${payments.purposeId} = ${offerBookings.id} order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`,
    })
    .from(offerBookings)
    .innerJoin(offers, eq(offers.id, offerBookings.offerId))
    .innerJoin(branches, eq(branches.id, offerBookings.branchId))
    .where(eq(offerBookings.userId, userId))
    .orderBy(desc(offerBookings.createdAt), desc(offerBookings.id))
    .limit(100);
}
