import { fromMinor } from "./money";
import type { PaymentRow } from "./types";

const METHOD_NAMES = {
  cash: ["نقدًا في الفرع", "cash at the branch"],
  card: ["بطاقة", "card"],
  fawry: ["فوري", "Fawry"],
  tamara: ["تمارا", "Tamara"],
} as const;

/** The receipt sent once when a payment becomes paid, in the patient's language. */
export function paidMessage(row: PaymentRow): { subject: string; body: string } {
  const ar = row.lang === "ar";
  const total = new Intl.NumberFormat(ar ? "ar-SA" : "en-US", {
    style: "currency",
    currency: row.currency,
    numberingSystem: "latn",
  }).format(fromMinor(row.totalMinor, row.currency));
  const method = METHOD_NAMES[row.method][ar ? 0 : 1];
  return ar
    ? {
        subject: "تم استلام الدفع",
        body: `مرحبًا ${row.customerName}، استلمنا دفعتك بمبلغ ${total} (${method}). رقم العملية: ${row.publicId}.`,
      }
    : {
        subject: "Payment received",
        body: `Hello ${row.customerName}, we received your payment of ${total} (${method}). Payment reference: ${row.publicId}.`,
      };
}
