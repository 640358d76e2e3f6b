import { ALREADY_BOOKED_CODE, HOLD_EXPIRED_CODE } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import { serverMessage } from "../http/messages";
/** The 409 of a hold that ran out or was already used, with the code the site switches on. */
export const holdExpired = (lang: Lang) => ({ status: 409, body: { message: serverMessage(lang, "booking.holdExpired"), code: HOLD_EXPIRED_CODE } });

/**
 * The 409 of a patient who already has an upcoming visit with this doctor: it names that visit, so
 * the site offers to move it to the time asked for instead of suggesting another time.
 */
export const alreadyBookedAnswer = (lang: Lang, appointment: { id: number; code: string }) => ({
  status: 409,
  body: {
    message: serverMessage(lang, "booking.alreadyBooked", { code: appointment.code }),
    code: ALREADY_BOOKED_CODE,
    appointment_id: appointment.id,
    appointment_code: appointment.code,
  },
});

/** PostgreSQL's exclusion-violation code; drizzle may wrap the driver's error in `cause`. */
export function isExclusionViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23P01") return true;
    e = e.cause as typeof e;
  }
  return false;
}
