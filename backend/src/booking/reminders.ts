import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookingAppointments, bookingReservations } from "../db/schema";
import type { Deps } from "../http/context";
import { appointmentById, noticeFacts } from "./appointments";
import { sendReminder } from "./notices";

const DAY_MS = 86_400_000;

/**
 * Sends the SMS reminder of every booked appointment starting within the next 24 hours, once:
 * the row is claimed (reminder_sent_at set) before the message leaves, so two backend processes
 * running this at the same time never remind twice. Call it every few minutes.
 */
export async function sendDueReminders(deps: Deps, nowMs = Date.now()): Promise<number> {
  const { db } = deps;
  const now = new Date(nowMs);
  const due = await db
    .select({ id: bookingAppointments.id })
    .from(bookingAppointments)
    .innerJoin(bookingReservations, eq(bookingReservations.id, bookingAppointments.reservationId))
    .where(
      and(
        isNull(bookingAppointments.cancelledAt),
        isNull(bookingAppointments.reminderSentAt),
        eq(bookingReservations.status, "booked"),
        gt(bookingReservations.startsAt, now),
        lte(bookingReservations.startsAt, new Date(nowMs + DAY_MS)),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    if (!(await claim(db, id, now))) continue;
    const rec = await appointmentById(db, id);
    if (rec) {
      await sendReminder(deps, noticeFacts(rec));
      sent++;
    }
  }
  return sent;
}

async function claim(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(bookingAppointments)
    .set({ reminderSentAt: now })
    .where(and(eq(bookingAppointments.id, id), isNull(bookingAppointments.reminderSentAt)))
    .returning({ id: bookingAppointments.id });
  return rows.length > 0;
}
