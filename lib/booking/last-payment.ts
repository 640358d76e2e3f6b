import { PAYMENT_TYPES, type PaymentType } from "@/lib/contract/booking";

/**
 * The payment method this device's patient booked with last, offered again as the choice already
 * made. A first booking has none: money is never chosen by default. Kept on the device (no health
 * data, no amount), like a browser remembers a form's last answer.
 */

const KEY = "booking-last-payment";

export function rememberPaymentType(type: PaymentType): void {
  try {
    localStorage.setItem(KEY, type);
  } catch {
    // Storage refused: the next booking simply asks again.
  }
}

/** The remembered method when this booking offers it; otherwise none. */
export function lastPaymentType(offered: readonly PaymentType[]): PaymentType | undefined {
  try {
    const saved = localStorage.getItem(KEY);
    return PAYMENT_TYPES.find((type) => type === saved && offered.includes(type));
  } catch {
    return undefined;
  }
}
