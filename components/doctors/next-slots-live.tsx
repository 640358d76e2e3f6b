"use client";

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue } from "react";
import { daysAhead, formatDay, formatTime, localDayOf } from "@/components/booking/format";
import NextLink from "@/components/navigation/smart-next-link";
import { getQueryClient } from "@/components/providers/query-provider";
import { onIdle } from "@/components/ui/when-idle";
import { loadNextSlots, type NextFreeSlot } from "@/lib/doctors/next-slots";
import { chosenSlotHref } from "@/lib/doctors/slot-link";
import type { Locale } from "@/lib/i18n/routing";
import type { NextSlotsProps } from "./next-slots";
import { NextSlotsFailed } from "./next-slots-frame";

/** Times are live data: a list revisited within half a minute shows what it showed. */
const NEXT_SLOTS_STALE_MS = 30_000;

let warm: (() => void) | null = () =>
  // The page's first date formatter loads the browser's calendar data (~13 ms): built in an idle
  // moment of its own while the times are on their way, not inside the render that shows them.
  onIdle(() => formatTime(document.documentElement.lang, new Date().toISOString(), "UTC"));

/** The lazily loaded half of NextSlots: one query per doctor, keyed by language, batched per list. */
export function NextSlotsLive(props: NextSlotsProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <NextSlotChips {...props} />
    </QueryClientProvider>
  );
}

function NextSlotChips({ doctorId, doctorName, doctorPath }: NextSlotsProps) {
  const locale = useLocale() as Locale;
  const t = useTranslations("doctors.slots");
  const slots = useQuery({
    queryKey: ["next-slots", locale, doctorId],
    queryFn: () => {
      warm?.();
      warm = null;
      return loadNextSlots(locale, doctorId);
    },
    staleTime: NEXT_SLOTS_STALE_MS,
  });
  // A list's times all arrive in one answer, and React Query hands them over in one synchronous
  // render of every card (a 95 ms task at 4x CPU on the doctor search): deferred, the cards' times
  // render in a transition React can split, and the page stays responsive meanwhile.
  const data = useDeferredValue(slots.data);

  if (slots.isError) return <NextSlotsFailed onRetry={() => void slots.refetch()} />;
  // Until then the band's pending cells (next-slots.tsx) stay as they are.
  if (data === undefined) return null;

  const dayLabel = (slot: NextFreeSlot) => {
    const ahead = daysAhead(slot.start);
    if (ahead <= 0) return t("today");
    if (ahead === 1) return t("tomorrow");
    const day = formatDay(locale, localDayOf(slot.start));
    return ahead < 7 ? day.weekday : day.date;
  };

  return data.length === 0 ? (
    <p className="next-slots-shown flex h-full items-center text-sm text-muted" data-testid="next-slots-none">
      {t("none")}
    </p>
  ) : (
    <ul className="next-slots-shown grid h-full grid-cols-3 gap-2">
      {data.map((slot) => {
        const day = dayLabel(slot);
        const time = formatTime(locale, slot.start, slot.timeZone);
        return (
          <li key={`${slot.start}-${slot.kind}-${slot.branchId}`}>
            <NextLink
              href={chosenSlotHref(doctorPath, slot)}
              prefetch={false}
              className="flex h-12 flex-col items-center justify-center rounded-lg border border-brand-200 bg-white px-0.5 text-center leading-tight text-brand-800 hover:border-brand-500 hover:bg-brand-50"
              data-testid="next-slot"
            >
              <span className="sr-only">{t("bookAt", { when: `${day} ${time}`, doctor: doctorName })}</span>
              <span aria-hidden="true" className="text-xs font-medium">
                {day}
              </span>
              {/* One line even in a narrow card: "10:30 ص" must not break before its period. */}
              <bdi aria-hidden="true" className="text-[0.8125rem] font-bold whitespace-nowrap">
                {time}
              </bdi>
            </NextLink>
          </li>
        );
      })}
    </ul>
  );
}
