import type { Appointment } from "@/lib/contract/booking";

/** Where a visit stands for the patient: the first word of its label. */
export type AppointmentPhase = "upcoming" | "cancelled" | "completed";

/**
 * What the patient needs to know about the money, in words they use. A cancelled visit never says
 * "not paid" (nothing is owed) and a refunded one never says "paid" (the money went back).
 */
export type AppointmentMoney =
  | "payAtBranch"
  | "awaitingPayment"
  | "paid"
  | "covered"
  | "refunded"
  | "refundPending"
  | "refundFailed"
  | null;

export type AppointmentStatusWords = { phase: AppointmentPhase; money: AppointmentMoney };

type StatusFacts = Pick<Appointment, "status" | "payment_type" | "cancelled_at" | "refund_status" | "end">;

/** Reads the appointments API's status, refund and times into the label a patient understands. */
export function appointmentStatusWords(a: StatusFacts, nowMs = Date.now()): AppointmentStatusWords {
  if (a.cancelled_at !== null) {
    const money = ({ refunded: "refunded", pending: "refundPending", failed: "refundFailed", none: null } as const)[a.refund_status];
    return { phase: "cancelled", money };
  }
  if (Date.parse(a.end) <= nowMs) return { phase: "completed", money: null };
  switch (a.status) {
    case "paid":
      return { phase: "upcoming", money: "paid" };
    case "covered":
      return { phase: "upcoming", money: "covered" };
    case "pending":
      return { phase: "upcoming", money: "awaitingPayment" };
    case "not_paid":
      return { phase: "upcoming", money: a.payment_type === "cash" ? "payAtBranch" : "awaitingPayment" };
  }
}
