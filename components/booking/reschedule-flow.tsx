"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { rescheduleMyAppointment } from "@/lib/booking/actions";
import { type Appointment, HOLD_EXPIRED_CODE, type Reservation } from "@/lib/contract/booking";
import type { Locale } from "@/lib/i18n/routing";
import { formatDate, formatTime } from "./format";
import { HoldCountdown } from "./hold-countdown";
import { type SlotSelection, SlotChooser } from "./slot-picker";
import { timesChanged } from "@/lib/booking/times-changed";

type Stage = { name: "pick" } | { name: "confirm"; reservation: Reservation; key: string } | { name: "moving"; reservation: Reservation; key: string };

/**
 * Moving an upcoming appointment: the booking's time step (same doctor and kind; the held time
 * replaces this appointment), then a confirmation of the old and new time. The payment stays with
 * the appointment, so nothing is paid again.
 */
export function RescheduleFlow({ appointment: a, onDone, onClose }: { appointment: Appointment; onDone: (moved: Appointment) => void; onClose: () => void }) {
  const t = useTranslations("booking.my");
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const id = useId();
  const [selection, setSelection] = useState<SlotSelection>({ branchId: a.branch.id, kind: a.kind, day: null });
  const [stage, setStage] = useState<Stage>({ name: "pick" });
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (stage.name === "pick") headingRef.current?.focus();
    if (stage.name === "confirm") confirmRef.current?.focus();
  }, [stage.name]);

  const backToTimes = useCallback(
    (message: string | null) => {
      // The times are read afresh: the lost hold's time may be someone else's by now.
      queryClient.removeQueries({ queryKey: ["booking-slots"] });
      setStage({ name: "pick" });
      setError(message);
      if (message) requestAnimationFrame(() => alertRef.current?.focus());
    },
    [queryClient],
  );
  const onExpired = useCallback(() => backToTimes(t("holdExpired")), [backToTimes, t]);

  const move = async (reservation: Reservation, key: string) => {
    setStage({ name: "moving", reservation, key });
    setError(null);
    const result = await rescheduleMyAppointment(locale, a.id, reservation.id, key);
    if (result.ok) {
      timesChanged(queryClient);
      onDone(result.data);
      return;
    }
    if (!result.ok && "code" in result && result.code === HOLD_EXPIRED_CODE) {
      backToTimes(t("holdExpired"));
      return;
    }
    setStage({ name: "confirm", reservation, key });
    setError(result.fieldErrors?.reservation ?? result.message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const when = (iso: string) => `${formatDate(locale, iso, a.time_zone)} · ${formatTime(locale, iso, a.time_zone)}`;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-brand-200 bg-surface p-3 sm:p-4" data-testid="reschedule-flow">
      <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="font-bold text-ink">
        {t("rescheduleTitle")}
      </h4>
      <p className="text-sm text-muted">{t("rescheduleIntro")}</p>
      <FormAlert ref={alertRef} message={error} />
      {stage.name === "pick" ? (
        <>
          <SlotChooser
            doctorId={a.doctor.id}
            selection={selection}
            onChoose={(patch) => setSelection((current) => ({ ...current, ...patch }))}
            onHeld={(_slot, reservation) => {
              setError(null);
              setStage({ name: "confirm", reservation, key: `reschedule-${crypto.randomUUID()}` });
            }}
            fixedKind
            replacing={a.id}
            // Under this panel's own title (h4).
            headingLevel={5}
          />
          <button type="button" onClick={onClose} className={buttonClasses("secondary", "sm", "justify-self-start")}>
            {t("keepTime")}
          </button>
        </>
      ) : (
        <div role="group" aria-labelledby={`${id}-confirm`} className="grid gap-3" data-testid="reschedule-confirm">
          <HoldCountdown expiresAt={stage.reservation.expires_at} onExpired={onExpired} />
          <p id={`${id}-confirm`} className="font-medium text-ink">
            {t("confirmReschedule")}
          </p>
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap gap-2">
              <dt className="text-muted">{t("fromTime")}</dt>
              <dd>
                <bdi>{when(a.start)}</bdi>
              </dd>
            </div>
            <div className="flex flex-wrap gap-2">
              <dt className="text-muted">{t("toTime")}</dt>
              <dd className="font-semibold">
                <bdi>{when(stage.reservation.start)}</bdi>
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted">{t("paymentKept")}</p>
          <div className="flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="button"
              disabled={stage.name === "moving"}
              aria-busy={stage.name === "moving" || undefined}
              onClick={() => void move(stage.reservation, stage.key)}
              className={buttonClasses("primary", "sm")}
            >
              {t("confirmRescheduleYes")}
            </button>
            <button type="button" disabled={stage.name === "moving"} onClick={() => backToTimes(null)} className={buttonClasses("secondary", "sm")}>
              {t("pickAnother")}
            </button>
          </div>
          <p role="status" aria-live="polite" className="text-sm">
            {stage.name === "moving" ? t("rescheduling") : ""}
          </p>
        </div>
      )}
    </section>
  );
}
