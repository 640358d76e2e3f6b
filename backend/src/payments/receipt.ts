import { type ServerMessageKey, serverMessage } from "../http/messages";
import { fromMinor } from "./money";
import { plainName } from "@/lib/validation/rules";
import type { PaymentRow } from "./types";

const METHOD_NAMES = {
  cash: "payments.method.cash",
  card: "payments.method.card",
  fawry: "payments.method.fawry",
  tamara: "payments.method.tamara",
} as const satisfies Record<PaymentRow["method"], ServerMessageKey>;

/** The receipt sent once when a payment becomes paid, in the patient's language. */
export function paidMessage(row: PaymentRow): { subject: string; body: string } {
  const ar = row.lang === "ar";
  const total = new Intl.NumberFormat(ar ? "ar-SA" : "en-US", {
    style: "currency",
    currency: row.currency,
    numberingSystem: "latn",
  }).format(fromMinor(row.totalMinor, row.currency));
  return {
    subject: serverMessage(row.lang, "payments.receiptSubject"),
    body: serverMessage(row.lang, "payments.receipt", {
      // The name a booking form took, as plain text: a receipt never carries markup or a link.
      name: plainName(row.customerName),
      total,
      method: serverMessage(row.lang, METHOD_NAMES[row.method]),
      reference: row.publicId,
    }),
  };
}
