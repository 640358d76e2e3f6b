"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useMinimumLoading } from "@/components/navigation/use-minimum-loading";
import { formatMoney } from "@/components/payments/format";
import { QueryProvider } from "@/components/providers/query-provider";
import { buttonClasses } from "@/components/ui/button";
import { cancelMyAppointment, myAppointments } from "@/lib/booking/actions";
import { type Appointment, APPOINTMENT_TABS, type AppointmentTab } from "@/lib/contract/booking";
import { appointmentStatusWords } from "@/lib/booking/appointment-status";
import type { Locale } from "@/lib/i18n/routing";
import { isolate } from "@/lib/intl/bidi";
import { timesChanged } from "@/lib/booking/times-changed";
import { formatDate, formatTime } from "./format";
import { RescheduleFlow } from "./reschedule-flow";

/**
 * The profile's "my appointments" (SPEC §2 tabs: upcoming, previous, cancelled). Render inside a
 * provider of the "booking" and "payments" messages, e.g. <MyAppointmentsSection />.
 */
export function MyAppointments() {
  return (
    <QueryProvider>
      <AppointmentTabs />
    </QueryProvider>
  );
}

function AppointmentTabs() {
  const t = useTranslations("booking.my");
  const id = useId();
  const [tab, setTab] = useState<AppointmentTab>("upcoming");
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  // What the last cancel or move did, said above the tabs: the item it was about may leave the list.
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice) return;
    noticeRef.current?.scrollIntoView({ block: "center" });
    noticeRef.current?.focus({ preventScroll: true });
  }, [notice]);
  const announce = useCallback((text: string) => setNotice({ text, at: Date.now() }), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = APPOINTMENT_TABS.indexOf(tab);
    const rtl = document.documentElement.dir === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: APPOINTMENT_TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + APPOINTMENT_TABS.length) % APPOINTMENT_TABS.length;
    setTab(APPOINTMENT_TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-testid="my-appointments">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t("title")}
      </h2>
      <FormAlert ref={noticeRef} tone="success" message={notice?.text} />
      <div role="tablist" aria-labelledby={`${id}-title`} className="flex gap-1 border-b border-line sm:gap-2" onKeyDown={onKeyDown}>
        {APPOINTMENT_TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`${id}-tab-${name}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`-mb-px min-h-11 flex-1 border-b-2 px-2 font-semibold sm:flex-none sm:px-4 ${tab === name ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:text-ink"}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} ref={panelRef} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} tabIndex={0}>
        <AppointmentList tab={tab} announce={announce} />
      </div>
    </section>
  );
}

function AppointmentList({ tab, announce }: { tab: AppointmentTab; announce: (text: string) => void }) {
  const t = useTranslations("booking.my");
  const locale = useLocale() as Locale;
  const list = useQuery({
    queryKey: ["my-appointments", locale, tab],
    queryFn: async () => {
      const result = await myAppointments(locale, tab);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    staleTime: 0,
  });
  // SPEC §4: a list that answers at once still shows its loading line for 200 ms.
  const loading = useMinimumLoading(list.isPending);
  if (loading || list.isPending) return <p role="status">{t("loading")}</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-error">
        {list.error.message}
      </p>
    );
  }
  if (list.data.length === 0) return <p className="rounded-lg bg-surface p-4 text-muted">{t("empty")}</p>;
  return (
    <ul className="grid gap-3">
      {list.data.map((appointment) => (
        <AppointmentItem key={appointment.id} appointment={appointment} upcoming={tab === "upcoming"} announce={announce} />
      ))}
    </ul>
  );
}

type CancelState = "idle" | "confirming" | "cancelling" | "cancelled";

function AppointmentItem({
  appointment: a,
  upcoming,
  announce,
}: {
  appointment: Appointment;
  upcoming: boolean;
  /** Says what a cancel or a move did, in view above the tabs, and moves the focus there. */
  announce: (text: string) => void;
}) {
  const t = useTranslations("booking");
  const tm = useTranslations("booking.my");
  const tp = useTranslations("payments.step");
  const tf = useTranslations("family");
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const [state, setState] = useState<CancelState>("idle");
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState<Appointment | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const rescheduleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Once moved, the item shows the new time at once; the list is read again a moment later.
  const shown = moved ?? a;
  const words = appointmentStatusWords(a);
  const method = tp(`methods.${a.payment_type}.label`);

  useEffect(() => {
    if (state === "confirming") keepRef.current?.focus();
  }, [state]);

  const cancel = async () => {
    setState("cancelling");
    setError(null);
    const result = await cancelMyAppointment(locale, a.id);
    if (result.ok) {
      setState("cancelled");
      const done = result.data;
      // The refund as the backend recorded it: the amount paid, back the way it was paid (SPEC §2).
      announce(
        tm("cancelledNotice", {
          refund: done.refund_status,
          amount: isolate(locale, formatMoney(locale, done.amount, done.currency)),
          method: tp(`methods.${done.payment_type}.label`),
        }),
      );
      timesChanged(queryClient);
      // The item moves to the Cancelled tab; the notice above the tabs says so meanwhile.
      void queryClient.invalidateQueries({ queryKey: ["my-appointments", locale] });
    } else {
      setState("idle");
      setError(result.message);
    }
  };

  return (
    <li className="grid gap-2 rounded-xl border border-line bg-white p-3 sm:p-4" aria-labelledby={`${id}-doctor`} data-testid="appointment-item">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-doctor`} className="font-bold text-ink">
          {a.doctor.name}
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800" data-testid="appointment-status">
          {tm(`phase.${words.phase}`)}
          {words.money ? ` · ${tm(`money.${words.money}`)}` : null}
        </span>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        {a.family_member ? (
          <div className="flex gap-2 sm:col-span-2" data-testid="appointment-for">
            <dt className="text-muted">{tf("bookedForLabel")}</dt>
            <dd className="font-medium text-ink">{a.family_member.name}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="text-muted">{tm("branch")}</dt>
          <dd>{shown.branch.name}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">{tm("when")}</dt>
          <dd>
            {formatDate(locale, shown.start, shown.time_zone)} · <bdi>{formatTime(locale, shown.start, shown.time_zone)}</bdi>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">{tm("kind")}</dt>
          <dd>{t(`kinds.${a.kind}`)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">{tm("amount")}</dt>
          <dd>
            <bdi>{formatMoney(locale, a.amount, a.currency)}</bdi> · {method}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">{tm("code")}</dt>
          <dd>
            <bdi dir="ltr">{a.code}</bdi>
          </dd>
        </div>
        {a.cancelled_at && a.refund_status !== "none" ? (
          <div className="flex gap-2">
            <dt className="text-muted">{tm("refundLabel")}</dt>
            <dd>
              {a.refund_status === "refunded"
                ? tm.rich("refundedDetail", { amount: formatMoney(locale, a.amount, a.currency), money: (chunks) => <bdi>{chunks}</bdi>, method })
                : tm(`refund.${a.refund_status}`)}
            </dd>
          </div>
        ) : null}
      </dl>
      {moving ? (
        <RescheduleFlow
          appointment={shown}
          onClose={() => {
            setMoving(false);
            requestAnimationFrame(() => rescheduleRef.current?.focus());
          }}
          onDone={(next) => {
            setMoving(false);
            setMoved(next);
            // Said above the tabs, in view and focused: at 375 px the item's own line was above the screen.
            announce(
              tm("rescheduledNotice", {
                doctor: next.doctor.name,
                when: isolate(locale, `${formatDate(locale, next.start, next.time_zone)} · ${formatTime(locale, next.start, next.time_zone)}`),
              }),
            );
            setTimeout(() => void queryClient.invalidateQueries({ queryKey: ["my-appointments", locale] }), 1500);
          }}
        />
      ) : null}
      {a.can_cancel && state !== "cancelled" && !moving ? (
        state === "confirming" ? (
          <div role="group" aria-labelledby={`${id}-confirm`} className="flex flex-wrap items-center gap-3 rounded-lg bg-warning-50 p-3">
            <p id={`${id}-confirm`} className="font-medium">
              {tm("confirmCancel")}
            </p>
            {/* The safe choice is the filled button and takes the focus: Enter never cancels by accident. */}
            <button ref={keepRef} type="button" onClick={() => setState("idle")} className={buttonClasses("primary", "sm")}>
              {tm("keep")}
            </button>
            <button type="button" onClick={() => void cancel()} className={buttonClasses("secondary", "sm")}>
              {tm("confirmYes")}
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            {shown.can_reschedule && state === "idle" ? (
              <button
                ref={rescheduleRef}
                type="button"
                onClick={() => {
                  setMoved(null);
                  setMoving(true);
                }}
                className={buttonClasses("secondary", "sm")}
              >
                {tm("reschedule")}
              </button>
            ) : null}
            <button
              type="button"
              disabled={state === "cancelling"}
              aria-busy={state === "cancelling" || undefined}
              onClick={() => setState("confirming")}
              className={buttonClasses("secondary", "sm")}
            >
              {tm("cancel")}
            </button>
          </div>
        )
      ) : null}
      {upcoming && !a.can_cancel && !a.cancelled_at ? (
        <p className="text-sm text-muted">{tm("tooLate")}</p>
      ) : null}
      {/* The wait only: what it came to is said above the tabs (announce), once. */}
      <p role="status" aria-live="polite" className="text-sm">
        {state === "cancelling" ? tm("cancelling") : ""}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
