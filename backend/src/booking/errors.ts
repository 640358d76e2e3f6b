import { HOLD_EXPIRED_MESSAGE } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import { tr } from "../http/context";

/** Booking answers of SPEC §8 in the caller's language. */
export const bookingMessages = {
  slotTaken: (lang: Lang) => tr(lang, "خطأ. حاول مرة أخرى!", "error. try again!"),
  alreadyBooked: (lang: Lang) => tr(lang, "لديك حجز بالفعل مع هذا الطبيب", "already booked with this doctor"),
  holdExpired: (lang: Lang) => tr(lang, HOLD_EXPIRED_MESSAGE.ar, HOLD_EXPIRED_MESSAGE.en),
  notASlot: (lang: Lang) => tr(lang, "هذا الموعد غير متاح لدى الطبيب", "This time is not one of the doctor's slots"),
  tooManyHolds: (lang: Lang) =>
    tr(lang, "طلبات حجز كثيرة، حاول مرة أخرى بعد قليل", "Too many holds, please try again in a few minutes"),
  booked: (lang: Lang) => tr(lang, "تم حجز موعدك بنجاح", "Your appointment has been booked successfully"),
  cancelled: (lang: Lang) => tr(lang, "تم الإلغاء بنجاح", "cancelled successfully"),
  alreadyCancelled: (lang: Lang) => tr(lang, "هذا الموعد ملغى بالفعل", "This appointment is already cancelled"),
  tooLateToCancel: (lang: Lang, hours: number) =>
    tr(lang, `لا يمكن إلغاء الموعد قبل أقل من ${hours} ساعات من موعده`, `An appointment can be cancelled until ${hours} hours before it starts`),
  rescheduled: (lang: Lang) => tr(lang, "تم تغيير موعدك بنجاح", "Your appointment has been rescheduled successfully"),
  tooLateToReschedule: (lang: Lang, hours: number) =>
    tr(lang, `لا يمكن تغيير الموعد قبل أقل من ${hours} ساعات من موعده`, `An appointment can be rescheduled until ${hours} hours before it starts`),
  rescheduleNotBooked: (lang: Lang) =>
    tr(lang, "لا يمكن تغيير موعد لم يكتمل دفعه بعد", "An appointment whose payment is still under way cannot be rescheduled"),
  rescheduleMismatch: (lang: Lang) =>
    tr(lang, "يجب أن يكون الموعد الجديد مع الطبيب نفسه ولنوع الزيارة نفسه وبالسعر نفسه", "The new time must be with the same doctor, for the same kind of visit and at the same price"),
  mobileNotVerified: (lang: Lang) =>
    tr(lang, "أكد رقم الجوال بالرمز المرسل إليه أولًا", "Confirm the mobile number with the code sent to it first"),
  codeWrong: (lang: Lang) => tr(lang, "الرمز خاطئ أو منتهي الصلاحية!", "The code is wrong or expired!"),
  codeSent: (lang: Lang) => tr(lang, "تم إرسال رمز التحقق", "verification code sent"),
  notInsured: (lang: Lang) =>
    tr(lang, "لم يتم التحقق من تغطية التأمين لهذا المريض", "This patient's insurance cover could not be confirmed"),
};

/** PostgreSQL's exclusion-violation code; drizzle may wrap the driver's error in `cause`. */
export function isExclusionViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23P01") return true;
    e = e.cause as typeof e;
  }
  return false;
}
