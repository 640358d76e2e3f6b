import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { type BookingPaymentType, bookingAppointments } from "../db/schema";

/**
 * How the account paid its last booking: the method of its newest appointment that was paid online
 * or booked to pay at the branch (an online payment never completed, or a visit covered by an
 * insurer, says nothing of how the patient pays). The details step offers it as the choice already
 * made, when the new hold offers it, so a returning patient confirms in one tap; null for a first
 * booking. Read from the account, never from the device.
 */
export async function lastPaymentTypeOf(db: Db, userId: number, offered: readonly string[]): Promise<BookingPaymentType | null> {
  const [row] = await db
    .select({ type: bookingAppointments.paymentType })
    .from(bookingAppointments)
    .where(and(eq(bookingAppointments.userId, userId), or(eq(bookingAppointments.status, "paid"), eq(bookingAppointments.paymentType, "cash"))))
    .orderBy(desc(bookingAppointments.createdAt), desc(bookingAppointments.id))
    .limit(1);
  return row && offered.includes(row.type) ? row.type : null;
}
