"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { BidiText } from "@/components/ui/bidi-text";
import { useMinimumLoading } from "@/components/navigation/use-minimum-loading";
import { formatMoney } from "@/components/payments/format";
import { SelectOptions } from "@/components/forms/select-options";
import { holdSlot } from "@/lib/booking/actions";
import { fetchDoctorSlots } from "@/lib/booking/slots-client";
import { APPOINTMENT_KINDS, type AppointmentKind, type DoctorSlots, type Reservation, type Slot } from "@/lib/contract/booking";
import type { ChosenSlot } from "@/lib/doctors/slot-link";
import type { Locale } from "@/lib/i18n/routing";
import { isolate } from "@/lib/intl/bidi";
import { useBookingStore } from "@/stores/booking";
import { ExistingAppointmentLink } from "./existing-appointment-link";
import { addDays, formatDay, formatTime, localDayOf, localHourOf, todayAtOffsetOf } from "./format";
import { type Refusal, refusalOf } from "./refusal";

const slotButton =
  "min-h-11 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60";

/** The time chosen on a doctor card stands out among the others until it is pressed. */
const chosenButton = "border-brand-700 ring-2 ring-brand-700";

const sameSlot = (slot: Slot, chosen: ChosenSlot) =>
  Date.parse(slot.start) === Date.parse(chosen.start) && slot.kind === chosen.kind && slot.branch_id === chosen.branchId;

/** What the patient has chosen so far: branch, kind of visit and the day shown. */
export interface SlotSelection {
  branchId: number | null;
  kind: AppointmentKind;
  day: string | null;
}

/** The booking's time step, with its choices kept in the booking store. */
export function SlotPicker({
  doctorId,
  chosen = null,
  refusal = null,
  onHeld,
}: {
  doctorId: number;
  chosen?: ChosenSlot | null;
  refusal?: Refusal | null;
  onHeld?: () => void;
}) {
  const { branchId, kind, day, choose, held } = useBookingStore();
  return (
    <SlotChooser
      doctorId={doctorId}
      chosen={chosen}
      refusal={refusal}
      selection={{ branchId, kind, day }}
      onChoose={choose}
      onHeld={(slot, reservation) => {
        held(slot, reservation);
        onHeld?.();
      }}
    />
  );
}

interface SlotChooserProps {
  doctorId: number;
  selection: SlotSelection;
  onChoose: (patch: Partial<SlotSelection>) => void;
  onHeld: (slot: Slot, reservation: Reservation) => void;
  /** A time chosen on a doctor card: the week opens from its day, with that time marked and focused. */
  chosen?: ChosenSlot | null;
  /** The card's time was refused as the page opened: the picker opens saying why. */
  refusal?: Refusal | null;
  /** The kind cannot change (rescheduling keeps the kind the patient paid for). */
  fixedKind?: boolean;
  /** The patient's appointment that the held time will replace (rescheduling). */
  replacing?: number;
  /**
   * The level of the picker's "choose a day" heading (the morning and afternoon groups are one
   * below it): one under the heading of whatever holds the picker, so the outline stays nested.
   */
  headingLevel?: PickerHeadingLevel;
}

/** The day heading can sit at h2 to h5: its groups take the next level down, h6 at most. */
export type PickerHeadingLevel = 2 | 3 | 4 | 5;

/** Branch, kind, a week of days and the day's free times (morning and afternoon, in the branch's zone). */
export function SlotChooser({
  doctorId,
  selection,
  onChoose: choose,
  onHeld: held,
  chosen = null,
  refusal = null,
  fixedKind = false,
  replacing,
  headingLevel = 3,
}: SlotChooserProps) {
  const DayHeading = `h${headingLevel}` as const;
  const GroupHeading = `h${(headingLevel + 1) as 3 | 4 | 5 | 6}` as const;
  const t = useTranslations("booking");
  const tForms = useTranslations("forms");
  const locale = useLocale() as Locale;
  const id = useId();
  const queryClient = useQueryClient();
  const { branchId, kind, day } = selection;
  const chosenDay = chosen ? localDayOf(chosen.start) : null;
  const startsLater = chosen !== null && chosenDay !== todayAtOffsetOf(chosen.start);
  const [weekFrom, setWeekFrom] = useState<string | undefined>(startsLater ? (chosenDay ?? undefined) : undefined);
  // The weeks left behind, so "previous week" never goes before the first one (today's).
  const [earlier, setEarlier] = useState<Array<string | undefined>>(startsLater ? [undefined] : []);
  const chosenRef = useRef<HTMLButtonElement>(null);
  const focusedChosen = useRef(false);
  const [holding, setHolding] = useState<string | null>(null);
  const [error, setError] = useState<Refusal | null>(refusal);
  const alertRef = useRef<HTMLDivElement>(null);

  const queryKey = ["booking-slots", locale, doctorId, weekFrom ?? "today", branchId ?? 0, kind];
  const slots = useQuery({
    queryKey,
    queryFn: (): Promise<DoctorSlots> =>
      fetchDoctorSlots(locale, doctorId, { from: weekFrom, branchId: branchId ?? undefined, kind }).catch(() => {
        throw new Error(tForms("genericError"));
      }),
    staleTime: 15_000,
  });
  const data = slots.data;
  // SPEC §4: a week's times that answer at once still show their loading line for 200 ms.
  const slotsLoading = useMinimumLoading(slots.isPending);
  const branches = useMemo(() => data?.meta.branches ?? [], [data]);

  // SPEC §4: a single branch is chosen for the patient.
  const onlyBranch = branches.length === 1 ? branches[0]! : null;
  const branch = branches.find((b) => b.id === branchId) ?? onlyBranch;
  const days = data ? Array.from({ length: data.meta.days }, (_, i) => addDays(data.meta.from, i)) : [];
  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of data?.data ?? []) {
      const list = map.get(localDayOf(slot.start)) ?? [];
      list.push(slot);
      map.set(localDayOf(slot.start), list);
    }
    return map;
  }, [data]);
  const selectedDay = day && days.includes(day) ? day : (days.find((d) => byDay.has(d)) ?? days[0] ?? null);
  const daySlots = selectedDay ? (byDay.get(selectedDay) ?? []) : [];
  const nextDay = selectedDay ? (days.find((d) => d > selectedDay && byDay.has(d)) ?? data?.meta.next_available_day ?? null) : null;

  const goToDay = (target: string) => {
    if (!days.includes(target)) {
      setEarlier((list) => [...list, weekFrom]);
      setWeekFrom(target);
    }
    choose({ day: target });
  };

  const pick = async (slot: Slot) => {
    setError(null);
    setHolding(slot.start);
    try {
      const result = await holdSlot(locale, { doctorId, branchId: slot.branch_id, kind: slot.kind, start: slot.start, appointmentId: replacing });
      if (result.ok) {
        // The countdown runs on this device's clock: the hold's end in its terms, so a clock that
        // is minutes off neither ends the hold at once nor shows it lasting longer than it does.
        const { seconds_left, ...reservation } = result.data;
        held(slot, { ...reservation, expires_at: new Date(Date.now() + seconds_left * 1000).toISOString() });
        return;
      }
      const refused = refusalOf(result);
      setError(refused);
      // Taken meanwhile: the next free times are read again to pick from.
      if (refused.pickAgain) await queryClient.invalidateQueries({ queryKey: ["booking-slots", locale, doctorId] });
    } finally {
      setHolding(null);
    }
  };

  const chosenShown = chosen !== null && selectedDay === chosenDay && branch?.id === chosen.branchId && kind === chosen.kind;
  const chosenFree = chosenShown && daySlots.some((slot) => sameSlot(slot, chosen));
  const chosenWhen =
    chosen && branch
      ? { time: formatTime(locale, chosen.start, branch.time_zone), day: formatDay(locale, localDayOf(chosen.start), "long") }
      : null;

  // A refusal is said where the patient looks: scrolled into view, focused (so it is read out and
  // the keyboard starts there), whichever screen width and however far down the times were.
  useEffect(() => {
    const alert = alertRef.current;
    if (!error || !alert) return;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: "center" });
  }, [error]);

  // Once: the patient lands on the time they picked, ready to press it (a re-render must not steal
  // focus), unless that time was just refused: the focus stays on why.
  useEffect(() => {
    if (focusedChosen.current) return;
    if (error) {
      focusedChosen.current = true;
      return;
    }
    if (!chosenFree || !chosenRef.current) return;
    focusedChosen.current = true;
    chosenRef.current.focus();
  }, [chosenFree, error]);

  const kindInfo = (k: AppointmentKind) => data?.meta.kinds.find((x) => x.kind === k);
  const groups = [
    { key: "morning", label: t("morning"), slots: daySlots.filter((s) => localHourOf(s.start) < 12) },
    { key: "afternoon", label: t("afternoon"), slots: daySlots.filter((s) => localHourOf(s.start) >= 12) },
  ];

  return (
    // A container: the day strip and the times follow the picker's own width (the doctor page's
    // column or the narrower reschedule panel), not the window's.
    <div className="@container grid gap-5" data-testid="booking-slot-picker">
      <FormAlert ref={alertRef} message={error?.message} detail={error?.pickAgain ? t("pickAgain") : null} />
      {error?.existing ? <ExistingAppointmentLink /> : null}
      <div className="grid gap-2">
        <label htmlFor={`${id}-branch`} className="font-semibold text-ink">
          {t("branch")}
        </label>
        <select
          id={`${id}-branch`}
          value={branch?.id ?? ""}
          onChange={(event) => choose({ branchId: event.target.value ? Number(event.target.value) : null, day: null })}
          className="min-h-11 rounded-lg border border-line bg-white px-3 text-ink"
        >
          <SelectOptions options={branches} empty={t("chooseBranch")} />
        </select>
      </div>

      {fixedKind ? (
        <p className="text-ink">
          <span className="font-semibold">{t("kind")}:</span> {t(`kinds.${kind}`)}
        </p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-semibold text-ink">{t("kind")}</legend>
          {/* One full-width row per kind: chips wrapped to uneven widths on phones. */}
          <div className="grid gap-2">
            {APPOINTMENT_KINDS.filter((k) => !data || kindInfo(k)).map((k) => {
              const info = kindInfo(k);
              return (
                <label
                  key={k}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => choose({ kind: k, day: null })} />
                  <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium text-ink">{t(`kinds.${k}`)}</span>
                    {info ? (
                      <span className="text-sm text-muted">
                        <BidiText text={t("kindPrice", { minutes: info.duration_minutes, price: isolate(locale, formatMoney(locale, info.price, info.currency)) })} />
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {slots.isPending && !data ? (
        <p role="status">{t("loading")}</p>
      ) : slots.isError ? (
        <div role="alert" className="rounded-lg border border-error bg-error-50 p-4 text-error">
          {slots.error.message}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void slots.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : !branch ? (
        <p role="status" className="rounded-lg bg-brand-50 p-4 font-medium text-brand-800" data-testid="booking-choose-branch">
          {t("chooseBranchFirst")}
        </p>
      ) : (
        <section aria-labelledby={`${id}-days`} className="grid gap-4" aria-busy={slots.isFetching || undefined}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DayHeading id={`${id}-days`} className="font-semibold text-ink">
              {t("chooseDay")}
            </DayHeading>
            <div className="flex gap-2 whitespace-nowrap">
              <button
                type="button"
                className={slotButton}
                disabled={earlier.length === 0}
                onClick={() => {
                  setWeekFrom(earlier.at(-1));
                  setEarlier((list) => list.slice(0, -1));
                  choose({ day: null });
                }}
              >
                {t("previousWeek")}
              </button>
              <button type="button" className={slotButton} disabled={!data} onClick={() => {
                  if (!data) return;
                  setEarlier((list) => [...list, weekFrom]);
                  setWeekFrom(addDays(data.meta.from, 7));
                  choose({ day: null });
                }}>
                {t("nextWeek")}
              </button>
            </div>
          </div>
          <p className="text-sm text-muted">{t("timeZoneNote", { zone: t(`zones.${branch.time_zone === "Africa/Cairo" ? "cairo" : "riyadh"}`) })}</p>
          <ul className="grid grid-cols-4 gap-1.5 @lg:grid-cols-7 @lg:gap-2">
            {days.map((d) => {
              const label = formatDay(locale, d);
              const count = byDay.get(d)?.length ?? 0;
              const selected = d === selectedDay;
              return (
                <li key={d}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => choose({ day: d })}
                    className={`flex h-full w-full flex-col items-center rounded-lg border px-0.5 py-2 text-xs @xs:text-sm ${
                      selected ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink hover:border-brand-500"
                    }`}
                  >
                    <span className="font-semibold">{label.weekday}</span>
                    <span>{label.date}</span>
                    <span className={selected ? "text-brand-100" : "text-muted"}>{t("slotCount", { count })}</span>
                  </button>
                </li>
              );
            })}
          </ul>

          {/* "Press that time to hold it" would contradict a refusal of that very time. */}
          {chosenShown && chosenWhen && !slotsLoading && !error ? (
            <p
              id={`${id}-chosen`}
              className={`rounded-lg p-3 text-sm font-medium ${chosenFree ? "bg-brand-50 text-brand-800" : "bg-surface text-ink"}`}
              data-testid="booking-chosen-time"
            >
              <BidiText
                text={t(chosenFree ? "chosenTime" : "chosenTimeGone", {
                  time: isolate(locale, chosenWhen.time),
                  day: isolate(locale, `${chosenWhen.day.weekday} ${chosenWhen.day.date}`),
                })}
              />
            </p>
          ) : null}
          {slotsLoading ? (
            <p role="status">{t("loading")}</p>
          ) : daySlots.length === 0 ? (
            <div role="status" className="grid gap-2 rounded-lg bg-surface p-4" data-testid="booking-no-slots">
              <p className="font-medium text-ink">{t("noSlots")}</p>
              {nextDay ? (
                <button type="button" className={`${slotButton} justify-self-start`} onClick={() => goToDay(nextDay)}>
                  <BidiText text={t("nextAvailable", { day: isolate(locale, `${formatDay(locale, nextDay, "long").weekday} ${formatDay(locale, nextDay, "long").date}`) })} />
                </button>
              ) : null}
            </div>
          ) : (
            groups
              .filter((g) => g.slots.length > 0)
              .map((g) => (
                <section key={g.key} aria-labelledby={`${id}-${g.key}`} className="grid gap-2">
                  <GroupHeading id={`${id}-${g.key}`} className="font-semibold text-ink">
                    {g.label}
                  </GroupHeading>
                  <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
                    {g.slots.map((slot) => {
                      const isChosen = chosenShown && sameSlot(slot, chosen);
                      return (
                        <li key={`${slot.start}-${slot.kind}`}>
                          <button
                            type="button"
                            ref={isChosen ? chosenRef : undefined}
                            aria-describedby={isChosen ? `${id}-chosen` : undefined}
                            className={`${slotButton} w-full ${isChosen ? chosenButton : ""}`}
                            disabled={holding !== null}
                            aria-busy={holding === slot.start || undefined}
                            onClick={() => void pick(slot)}
                            data-testid="booking-slot"
                          >
                            <bdi>{formatTime(locale, slot.start, branch.time_zone)}</bdi>
                            <span className="sr-only"> {t(`kinds.${slot.kind}`)}</span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))
          )}
          {holding ? (
            <p role="status" className="font-medium text-brand-800">
              {t("holding")}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
