"use client";

import { NextIntlClientProvider, useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { LoadFailed } from "@/components/ui/load-failed";
import { whenNearViewport } from "@/components/ui/near-viewport";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/storage-key";
import type { Locale } from "@/lib/i18n/routing";
import { BOOKING_HASH, CHOSEN_SLOT_PARAMS } from "@/lib/doctors/slot-link";
import type { BookingDoctor } from "@/lib/contract/booking";

type Island = { module: typeof import("./booking-island"); messages: Record<string, unknown> };
/**
 * The booking's code and its messages (the site-wide client ones with them, so this module needs
 * no `useMessages`, which every page's next-intl chunk would then carry), fetched together: the page
 * carries neither. The messages' server action is imported here too, not statically: its reference
 * would bring the client's server-action runtime into the page's first load (0.3 kB gzipped) for a
 * call made only once the patient turns to the booking, whose code has that runtime anyway.
 */
const load = (locale: Locale): Promise<Island> =>
  Promise.all([
    import("./booking-island"),
    import("@/lib/booking/messages-actions").then(({ bookingMessages }) => bookingMessages(locale)),
  ]).then(([module, messages]) => ({ module, messages }));

/**
 * Whether this visit came for the booking: a time chosen (or tapped) on a doctor card, the "Book"
 * link's anchor, or a booking of this doctor under way in this tab (a reload, the way back from a
 * payment page). Read without the booking store's code: its persisted state is plain JSON.
 */
function cameToBook(doctorId: number): boolean {
  if (window.location.hash === `#${BOOKING_HASH}`) return true;
  if (new URLSearchParams(window.location.search).has(CHOSEN_SLOT_PARAMS.start)) return true;
  try {
    const state = (JSON.parse(sessionStorage.getItem(BOOKING_STORAGE_KEY) ?? "null") as { state?: { doctorId?: unknown; step?: unknown } } | null)?.state;
    return state?.doctorId === doctorId && state.step !== "slot";
  } catch {
    return false;
  }
}

/**
 * The doctor page's booking, loaded on intent: most readers of a doctor's page (and every crawler)
 * never book, so its code (the times, the details form, their validation) is not part of the page.
 * It is fetched when the section comes within half a screen of the viewport, when a pointer or the focus enters it, or at
 * once when the visit came to book; until then the section says the times are loading.
 */
export function BookingOnIntent({ doctor }: { doctor: BookingDoctor }) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const root = useRef<HTMLDivElement>(null);
  const [island, setIsland] = useState<Island | null>(null);
  const [failed, setFailed] = useState(false);

  const fetchIsland = useCallback(() => {
    load(locale).then(setIsland, () => setFailed(true));
  }, [locale]);

  useEffect(() => {
    const section = root.current;
    if (!section) return;
    if (cameToBook(doctor.id)) {
      fetchIsland();
      return;
    }
    const near = whenNearViewport(() => start());
    const intents = ["pointerenter", "focusin", "touchstart"] as const;
    function start() {
      stop();
      fetchIsland();
    }
    function stop() {
      near.cancel();
      for (const type of intents) section!.removeEventListener(type, start);
    }
    near.observe(section);
    for (const type of intents) section.addEventListener(type, start, { passive: true });
    return stop;
  }, [doctor.id, fetchIsland]);

  return (
    <div ref={root}>
      {island ? (
        <NextIntlClientProvider locale={locale} messages={island.messages}>
          <island.module.BookingIsland doctor={doctor} />
        </NextIntlClientProvider>
      ) : failed ? (
        <LoadFailed
          message={t("loadFailed")}
          retry={t("retry")}
          onRetry={() => {
            setFailed(false);
            fetchIsland();
          }}
        />
      ) : (
        <p role="status" className="text-muted" data-needs-script>
          {t("loading")}
        </p>
      )}
    </div>
  );
}
