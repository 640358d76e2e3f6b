import type { Deps } from "../http/context";
import { serverMessage } from "../http/messages";
import { plainName } from "@/lib/validation/rules";

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

/** The placeholders every notice fills; the name as plain text, whatever it once held. */
const factsOf = (f: NoticeFacts) => ({ name: plainName(f.patientName), doctor: f.doctorName, branch: f.branchName, when: whenText(f), code: f.code });

async function sendBoth(deps: Deps, f: NoticeFacts, subject: string, body: string) {
  await deps.messenger.send({ channel: "sms", to: f.mobile, body });
  await deps.messenger.send({ channel: "email", to: f.email, subject, body });
}

export function sendConfirmation(deps: Deps, f: NoticeFacts) {
  return sendBoth(deps, f, serverMessage(f.lang, "booking.notice.confirmedSubject"), serverMessage(f.lang, "booking.notice.confirmed", factsOf(f)));
}

export function sendCancellation(deps: Deps, f: NoticeFacts, refunded: boolean) {
  const body = serverMessage(f.lang, "booking.notice.cancelled", factsOf(f));
  const refund = refunded ? ` ${serverMessage(f.lang, "booking.notice.refunded")}` : "";
  return sendBoth(deps, f, serverMessage(f.lang, "booking.notice.cancelledSubject"), body + refund);
}

export function sendReminder(deps: Deps, f: NoticeFacts) {
  return deps.messenger.send({ channel: "sms", to: f.mobile, body: serverMessage(f.lang, "booking.notice.reminder", factsOf(f)) });
}

export function sendReschedule(deps: Deps, f: NoticeFacts, previousStartMs: number) {
  const before = whenText({ ...f, startMs: previousStartMs });
  return sendBoth(deps, f, serverMessage(f.lang, "booking.notice.rescheduledSubject"), serverMessage(f.lang, "booking.notice.rescheduled", { ...factsOf(f), before }));
}
