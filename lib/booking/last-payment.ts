import type { PaymentType, Reservation } from "@/lib/contract/booking";

/**
 * The payment method the details step shows as already chosen, changeable: how the account paid
 * its last booking, as the backend read it from the account's own appointments
 * (`last_payment_type` on a signed-in patient's new hold, backend/src/booking/last-payment.ts),
 * else paying at the branch, which takes no money now. Never a guess from the device. None when
 * the hold offers neither, so the patient picks.
 */
export function preselectedPayment(reservation: Pick<Reservation, "payment_methods" | "last_payment_type">): PaymentType | undefined {
  const last = reservation.last_payment_type;
  if (last && reservation.payment_methods.includes(last)) return last;
  return reservation.payment_methods.includes("cash") ? "cash" : undefined;
}
