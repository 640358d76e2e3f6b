import { ALREADY_BOOKED_CODE, PATIENT_OVERLAP_CODE } from "@/lib/contract/booking";

/**
 * A refused hold as the picker shows it: the backend's words say what happened (taken just now,
 * which of the patient's visits is in the way, when to try again), `pickAgain` adds that the times
 * shown are fresh, `existing` the way to the appointment the patient already has with this doctor.
 */
export type Refusal = { message: string; pickAgain: boolean; existing?: boolean };

export function refusalOf(result: { message: string; code?: string; retryAfter?: number }): Refusal {
  // Already booked with this doctor: not another time of theirs, but the appointment the patient
  // has, which My appointments moves in place.
  if (result.code === ALREADY_BOOKED_CODE) return { message: result.message, pickAgain: false, existing: true };
  // Another visit of the patient's at this time: the doctor's times have not changed.
  if (result.code === PATIENT_OVERLAP_CODE) return { message: result.message, pickAgain: false };
  // Taken meanwhile (or any failure but a limit, whose words say when to try again): the times are read again.
  return { message: result.message, pickAgain: result.retryAfter === undefined };
}
