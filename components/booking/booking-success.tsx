"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { PROFILE_SECTIONS } from "@/components/account/profile-sections";
import { formatMoney } from "@/components/payments/format";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { isolate } from "@/lib/intl/bidi";
import type { BookingDone } from "@/stores/booking";
import { type CalendarEvent, googleCalendarHref, icsHref } from "./calendar";
import { formatDate, formatTime } from "./format";

/** SPEC §8's success message, the reservation code, and the appointment for the patient's calendar. */
export function BookingSuccess({ done, onAgain }: { done: BookingDone; onAgain: () => void }) {
  const t = useTranslations("booking");
  const tf = useTranslations("family");
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The panel shrinks from the form to this message: bring it into view and give it focus.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: "center" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const event: CalendarEvent = {
    uid: `${done.code}@booking`,
    title: t("calendarTitle", { doctor: done.doctorName }),
    details: t("calendarDetails", { code: isolate(locale, done.code) }),
    location: done.branchName,
    start: done.start,
    end: done.end,
  };
  const amount = <bdi className="font-semibold whitespace-nowrap">{formatMoney(locale, done.amount, done.currency)}</bdi>;
  // What is left to pay, and where: the whole sentence, so a patient never has to guess.
  const amountNote =
    done.paymentStatus === "covered"
      ? t("coveredNote")
      : done.paymentStatus === "paid"
        ? t.rich("paidNote", { amount: () => amount })
        : done.paymentType === "fawry" && done.reference
          ? t.rich("fawryNote", { amount: () => amount, reference: done.reference })
          : t.rich("cashNote", { amount: () => amount });
  return (
    <div className="grid gap-4" data-testid="booking-success">
      <h3 ref={headingRef} tabIndex={-1} role="status" className="text-xl font-bold text-success">
        {t("success")}
      </h3>
      <p className="text-lg">
        {t("successCode")}{" "}
        {/* One unbroken left-to-right island: "BK-…" never wraps or reorders inside Arabic text. */}
        <bdi dir="ltr" className="font-bold whitespace-nowrap" data-testid="booking-code">
          {done.code}
        </bdi>
      </p>
      <p>
        {done.doctorName} · {done.branchName} · {formatDate(locale, done.start, done.timeZone)} · <bdi>{formatTime(locale, done.start, done.timeZone)}</bdi>
      </p>
      {done.bookedFor ? (
        <p className="font-medium" data-testid="booking-for">
          {tf("bookedFor", { name: done.bookedFor })}
        </p>
      ) : null}
      <p data-testid="booking-amount-note">{amountNote}</p>
      <p>
        <Link href={{ pathname: "/profile", hash: PROFILE_SECTIONS.appointments }} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("seeMyAppointments")}
        </Link>
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={icsHref(event)} download={`${done.code}.ics`} className={buttonClasses("secondary", "md")}>
          {/* One text: the button lays its children out apart (flex with a gap), which spaced "( .ics )". */}
          <span>{t.rich("downloadIcs", { file: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</span>
        </a>
        <a href={googleCalendarHref(event)} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary", "md")}>
          {t("googleCalendar")}
          <span className="sr-only"> {t("opensInNewTab")}</span>
        </a>
        <button type="button" onClick={onAgain} className={buttonClasses("primary", "md")}>
          {t("bookAnother")}
        </button>
      </div>
    </div>
  );
}
