import type { Deps } from "../http/context";

/** Confirmation, cancellation and reminder messages to the patient, in the language they booked in. */

export interface NoticeFacts {
  lang: "ar" | "en";
  code: string;
  patientName: string;
  mobile: string;
  email: string;
  doctorName: string;
  branchName: string;
  startMs: number;
  timeZone: string;
}

export function whenText(f: Pick<NoticeFacts, "lang" | "startMs" | "timeZone">): string {
  return new Intl.DateTimeFormat(f.lang === "ar" ? "ar" : "en-GB", {
    calendar: "gregory",
    numberingSystem: "latn",
    timeZone: f.timeZone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(f.startMs));
}

async function sendBoth(deps: Deps, f: NoticeFacts, subject: string, body: string) {
  await deps.messenger.send({ channel: "sms", to: f.mobile, body });
  await deps.messenger.send({ channel: "email", to: f.email, subject, body });
}

export function sendConfirmation(deps: Deps, f: NoticeFacts) {
  const when = whenText(f);
  return f.lang === "ar"
    ? sendBoth(deps, f, "تأكيد حجز الموعد", `مرحبًا ${f.patientName}، تم تأكيد موعدك مع ${f.doctorName} في ${f.branchName} يوم ${when}. رقم الحجز: ${f.code}.`)
    : sendBoth(deps, f, "Appointment confirmed", `Hello ${f.patientName}, your appointment with ${f.doctorName} at ${f.branchName} on ${when} is confirmed. Reservation code: ${f.code}.`);
}

export function sendCancellation(deps: Deps, f: NoticeFacts, refunded: boolean) {
  const when = whenText(f);
  return f.lang === "ar"
    ? sendBoth(deps, f, "إلغاء الموعد", `تم إلغاء موعدك مع ${f.doctorName} يوم ${when} (رقم الحجز ${f.code}).${refunded ? " سيُعاد المبلغ بطريقة الدفع نفسها." : ""}`)
    : sendBoth(deps, f, "Appointment cancelled", `Your appointment with ${f.doctorName} on ${when} (code ${f.code}) is cancelled.${refunded ? " The amount is refunded by the same payment method." : ""}`);
}

export function sendReminder(deps: Deps, f: NoticeFacts) {
  const when = whenText(f);
  return f.lang === "ar"
    ? deps.messenger.send({ channel: "sms", to: f.mobile, body: `تذكير: موعدك مع ${f.doctorName} في ${f.branchName} يوم ${when}. رقم الحجز: ${f.code}.` })
    : deps.messenger.send({ channel: "sms", to: f.mobile, body: `Reminder: your appointment with ${f.doctorName} at ${f.branchName} on ${when}. Reservation code: ${f.code}.` });
}

export function sendReschedule(deps: Deps, f: NoticeFacts, previousStartMs: number) {
  const when = whenText(f);
  const before = whenText({ ...f, startMs: previousStartMs });
  return f.lang === "ar"
    ? sendBoth(deps, f, "تغيير موعد", `مرحبًا ${f.patientName}، تم نقل موعدك مع ${f.doctorName} من ${before} إلى ${when} في ${f.branchName}. رقم الحجز: ${f.code}.`)
    : sendBoth(deps, f, "Appointment rescheduled", `Hello ${f.patientName}, your appointment with ${f.doctorName} has moved from ${before} to ${when} at ${f.branchName}. Reservation code: ${f.code}.`);
}
