import type { AppointmentKind } from "@/lib/contract/booking";
import type { Locale } from "@/lib/i18n/routing";
import { LOOKUP_PATHS, lookupUrl } from "./lookup-urls";

/**
 * The next free times of the doctors on a card list, read in the browser so the list's page stays
 * a cached page. The list asks for each of its doctors; the asks of one turn are sent together
 * (one request per list, split at the backend's batch size), so twelve cards cost one call.
 * Client-safe: no validator, no server code.
 */

export type NextFreeSlot = {
  /** ISO 8601 with the branch's offset: its first ten characters are the branch's local day. */
  start: string;
  branchId: number;
  kind: AppointmentKind;
  /** The branch's zone (Asia/Riyadh, Africa/Cairo), to write the time as the branch's clock shows it. */
  timeZone: string;
};

/** What the site's lookup answers: doctor id → next free slots (unknown doctors: none). */
export type NextSlotsAnswer = Record<string, NextFreeSlot[]>;

/** The backend's batch limit (lib/contract/booking.ts NEXT_SLOTS_MAX_DOCTORS), repeated to keep zod out of the browser. */
export const NEXT_SLOTS_BATCH = 24;

type Waiter = { id: number; resolve: (slots: NextFreeSlot[]) => void; reject: (error: unknown) => void };

const queued = new Map<Locale, Waiter[]>();

async function fetchBatch(locale: Locale, waiters: Waiter[]): Promise<void> {
  // Sorted ids: the same list asks with the same URL, so the browser and CDN caches see one entry.
  const ids = [...new Set(waiters.map((waiter) => waiter.id))].sort((a, b) => a - b);
  try {
    const response = await fetch(lookupUrl(LOOKUP_PATHS.nextSlots, { lang: locale, doctor_ids: ids.join(",") }), {
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`next slots answered ${response.status}`);
    const answer = (await response.json()) as NextSlotsAnswer;
    for (const waiter of waiters) waiter.resolve(answer[String(waiter.id)] ?? []);
  } catch (error) {
    for (const waiter of waiters) waiter.reject(error);
  }
}

function flush(locale: Locale): void {
  const waiters = queued.get(locale) ?? [];
  queued.delete(locale);
  const ids = [...new Set(waiters.map((waiter) => waiter.id))];
  for (let i = 0; i < ids.length; i += NEXT_SLOTS_BATCH) {
    const chunk = new Set(ids.slice(i, i + NEXT_SLOTS_BATCH));
    void fetchBatch(
      locale,
      waiters.filter((waiter) => chunk.has(waiter.id)),
    );
  }
}

/** One doctor's next free slots; asks made in the same turn of the event loop share a request. */
export function loadNextSlots(locale: Locale, doctorId: number): Promise<NextFreeSlot[]> {
  return new Promise((resolve, reject) => {
    const waiters = queued.get(locale);
    if (waiters) {
      waiters.push({ id: doctorId, resolve, reject });
      return;
    }
    queued.set(locale, [{ id: doctorId, resolve, reject }]);
    setTimeout(() => flush(locale), 0);
  });
}
