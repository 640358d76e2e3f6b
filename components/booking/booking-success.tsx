"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { BookingDone } from "@/stores/booking";
import { type CalendarEvent, googleCalendarHref, icsHref } from "./calendar";
import { formatDate, formatTime } from "./format";

/** SPEC §8's success message, the reservation code, and the appointment for the patient's calendar. */
export function BookingSuccess({ done, onAgain }: { done: BookingDone; onAgain: () => void }) {
  const t = useTranslations("booking");
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
    details: t("calendarDetails", { code: done.code }),
    location: done.branchName,
    start: done.start,
    end: done.end,
  };
  return (
    <div className="grid gap-4" data-testid="booking-success">
      <h3 ref={headingRef} tabIndex={-1} role="status" className="text-xl font-bold text-success">
        {t("success")}
      </h3>
      <p className="text-lg">
        {t("successCode")}{" "}
        <bdi dir="ltr" className="font-bold" data-testid="booking-code">
          {done.code}
        </bdi>
      </p>
      <p>
        {done.doctorName} · {done.branchName} · {formatDate(locale, done.start, done.timeZone)} · <bdi>{formatTime(locale, done.start, done.timeZone)}</bdi>
      </p>
      {done.paymentStatus === "covered" ? <p data-testid="booking-covered-note">{t("coveredNote")}</p> : done.paymentType === "cash" ? <p>{t("cashNote")}</p> : null}
      {done.paymentType === "fawry" && done.reference ? <p>{t("fawryNote", { reference: done.reference })}</p> : null}
      <div className="flex flex-wrap gap-3">
        <a href={icsHref(event)} download={`${done.code}.ics`} className={buttonClasses("secondary", "md")}>
          {t("downloadIcs")}
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
