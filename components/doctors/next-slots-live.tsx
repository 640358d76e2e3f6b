"use client";

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { SoftLink } from "@/lib/navigation/soft-link";
import { Fragment, useDeferredValue, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { daysAhead, formatDay, formatTime, localDayOf } from "@/components/booking/format";
import { getQueryClient } from "@/components/providers/query-provider";
import { onIdle } from "@/components/ui/when-idle";
import { loadNextSlots, type ListSlots, type NextFreeSlot } from "@/lib/doctors/next-slots";
import { BOOKING_HASH, chosenSlotHref } from "@/lib/doctors/slot-link";
import { listFormat } from "@/lib/intl/formatters";
import { rememberTap } from "@/lib/doctors/tap-intent";
import type { Locale } from "@/lib/i18n/routing";
import { internalNavigation } from "@/components/navigation/internal-navigation";
import { NextSlotsFailed } from "./next-slots-failed";

/**
 * Times are live data: a list shown again after these few seconds (Back from a doctor whose time
 * the visitor just held) asks again, so a time taken is gone from it (lib/api/doctors.ts NEXT_SLOTS_MAX_AGE).
 */
const NEXT_SLOTS_STALE_MS = 2_000;

let warm: (() => void) | null = () =>
  // The page's first date formatter loads the browser's calendar data (~13 ms): built in an idle
  // moment of its own while the times are on their way, not inside the render that shows them.
  onIdle(() => formatTime(document.documentElement.lang, new Date().toISOString(), "UTC"));

/** Every doctor's next times of the list, in one request per backend batch (lib/doctors/next-slots.ts). */
function listTimes(locale: Locale, ids: number[]): Promise<ListSlots> {
  warm?.();
  warm = null;
  return loadNextSlots(locale, ids);
}

/**
 * The lazily loaded half of NextSlotsScope: one query for the list's doctors, keyed by language
 * and doctors (one observer and one set of timers, not one per card), each card's times rendered
 * into its band's slot.
 */
export function NextSlotsLive({ slots }: { slots: HTMLElement[] }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ListTimes slots={slots} />
    </QueryClientProvider>
  );
}

function ListTimes({ slots }: { slots: HTMLElement[] }) {
  const locale = useLocale() as Locale;
  const ids = slots.map((slot) => Number(slot.dataset.doctorId));
  const times = useQuery({
    queryKey: ["next-slots", locale, ids.join(",")],
    queryFn: () => listTimes(locale, ids),
    staleTime: NEXT_SLOTS_STALE_MS,
  });
  // A list's times all arrive in one answer and render in one pass over every card (a 95 ms task
  // at 4x CPU on the doctor search): deferred, they render in a transition React can split, and
  // the page stays responsive meanwhile.
  const data = useDeferredValue(times.data);
  // Times of two countries' clocks side by side (9:00 in Riyadh is before 8:20 in Cairo): each card then says whose clock.
  const mixed = data ? new Set([...data.values()].flatMap((own) => (own ?? []).map((slot) => slot.timeZone))).size > 1 : false;

  return slots.map((slot, i) => {
    const id = ids[i] ?? 0;
    const own = data?.get(id);
    // A failed batch fails only its own doctors' bands; the retry asks for the whole list again.
    const band =
      times.isError || own === null ? (
        <NextSlotsFailed onRetry={() => void times.refetch()} />
      ) : data ? (
        <DoctorTimes slots={own ?? []} doctorId={id} {...doctorOf(slot)} mixed={mixed} />
      ) : null; // until then the band's pending cells (next-slots-frame.tsx) stay as they are
    const zone = slot.parentElement?.parentElement?.querySelector<HTMLElement>(".next-slots-zone");
    return (
      <Fragment key={id}>
        {createPortal(band, slot)}
        {zone && mixed && own ? createPortal(<ZoneNote slots={own} />, zone) : null}
      </Fragment>
    );
  });
}

/**
 * The band's doctor, from its card's name link (doctor-card.tsx): its text is the name the times'
 * labels say, its href the page they book on.
 */
function doctorOf(slot: HTMLElement): { doctorName: string; doctorPath: string } {
  const link = slot.closest("article")?.querySelector<HTMLAnchorElement>(".doctor-card-name a");
  return { doctorName: link?.textContent ?? "", doctorPath: link?.getAttribute("href") ?? "" };
}

/** The cities whose clocks a card's times are written in ("Riyadh time"), in the band's heading. */
function ZoneNote({ slots }: { slots: NextFreeSlot[] }) {
  const t = useTranslations("doctors.slots");
  const locale = useLocale() as Locale;
  const cities = [...new Set(slots.map((slot) => slot.timeZone))].map((zone) => cityOf(locale, zone, t));
  if (cities.length === 0) return null;
  return (
    <span data-testid="next-slots-zone">
      {" · "}
      {t("zone", { cities: listFormat(locale, { style: "long", type: "conjunction" }).format(cities) })}
    </span>
  );
}

type SlotsT = ReturnType<typeof useTranslations<"doctors.slots">>;

/** The city of the group's two zones, or the zone's own short name (GMT+3) for any other. */
function cityOf(locale: Locale, zone: string, t: SlotsT): string {
  if (zone === "Asia/Riyadh") return t("cities.riyadh");
  if (zone === "Africa/Cairo") return t("cities.cairo");
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "shortOffset" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

function DoctorTimes({
  slots,
  doctorId,
  doctorName,
  doctorPath,
  mixed,
}: {
  slots: NextFreeSlot[];
  doctorId: number;
  doctorName: string;
  doctorPath: string;
  /** The list mixes zones: each time's label names its city. */
  mixed: boolean;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations("doctors.slots");

  const dayLabel = (slot: NextFreeSlot) => {
    const ahead = daysAhead(slot.start);
    if (ahead <= 0) return t("today");
    if (ahead === 1) return t("tomorrow");
    const day = formatDay(locale, localDayOf(slot.start));
    return ahead < 7 ? day.weekday : day.date;
  };

  return slots.length === 0 ? (
    <p className="flex h-full items-center text-sm text-muted" data-testid="next-slots-none">
      {t("none")}
    </p>
  ) : (
    <ul className="grid h-full grid-cols-3 gap-2">
      {slots.map((slot) => {
        const day = dayLabel(slot);
        const time = formatTime(locale, slot.start, slot.timeZone);
        return (
          <li key={`${slot.start}-${slot.kind}-${slot.branchId}`}>
            <TimeLink
              slot={slot}
              doctorId={doctorId}
              doctorPath={doctorPath}
            >
              <span className="sr-only">
                {t("bookAt", { when: mixed ? `${day} ${time} ${t("zone", { cities: cityOf(locale, slot.timeZone, t) })}` : `${day} ${time}`, doctor: doctorName })}
              </span>
              <span aria-hidden="true" className="text-xs font-medium">
                {day}
              </span>
              {/* One line even in a narrow card: "10:30 ص" must not break before its period. */}
              <bdi aria-hidden="true" className="text-[0.8125rem] font-bold whitespace-nowrap">
                {time}
              </bdi>
            </TimeLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A time's link. The tap asks for the hold (lib/doctors/tap-intent.ts) and opens the doctor's plain
 * URL, the time in the tap's note; the link itself (a new tab, shared, crawled) only preselects it.
 */
function TimeLink({ slot, doctorId, doctorPath, children }: { slot: NextFreeSlot; doctorId: number; doctorPath: string; children: ReactNode }) {
  const router = useRouter();
  const tap = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!internalNavigation(event.nativeEvent)) return;
    event.preventDefault();
    rememberTap(doctorId, { start: slot.start, branchId: slot.branchId, kind: slot.kind });
    router.push(`${doctorPath}#${BOOKING_HASH}`);
  };
  return (
    // Never prefetched: a time is one of 36 links to pages the visitor may not open.
    <SoftLink
      href={chosenSlotHref(doctorPath, slot)}
      prefetch={false}
      onClick={tap}
      className="flex h-12 flex-col items-center justify-center rounded-lg border border-brand-200 bg-white px-0.5 text-center leading-tight text-brand-800 hover:border-brand-500 hover:bg-brand-50"
      data-testid="next-slot"
    >
      {children}
    </SoftLink>
  );
}
