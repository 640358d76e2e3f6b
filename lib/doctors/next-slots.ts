import type { AppointmentKind } from "@/lib/contract/booking";
import type { Locale } from "@/lib/i18n/routing";
import { LOOKUP_PATHS, lookupUrl } from "./lookup-urls";

/**
 * The next free times of the doctors on a card list, read in the browser so the list's page stays
 * a cached page. A list asks for all its doctors at once: one request per backend batch, so twelve
 * cards cost one call. Client-safe: no validator, no server code.
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

/** Each asked doctor's slots, or null where the request of that doctor's batch failed. */
export type ListSlots = Map<number, NextFreeSlot[] | null>;

/** The backend's batch limit (lib/contract/booking.ts NEXT_SLOTS_MAX_DOCTORS), repeated to keep zod out of the browser. */
export const NEXT_SLOTS_BATCH = 24;

async function fetchBatch(locale: Locale, ids: number[]): Promise<NextSlotsAnswer> {
  const response = await fetch(lookupUrl(LOOKUP_PATHS.nextSlots, { lang: locale, doctor_ids: ids.join(",") }), {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`next slots answered ${response.status}`);
  return (await response.json()) as NextSlotsAnswer;
}

/**
 * The next free slots of a list's doctors. A failed batch leaves its doctors null and the others
 * answered; only when every batch fails does the promise reject (so a retry is offered to all).
 */
export async function loadNextSlots(locale: Locale, doctorIds: readonly number[]): Promise<ListSlots> {
  // Sorted ids: the same list asks with the same URL, so the browser and CDN caches see one entry.
  const ids = [...new Set(doctorIds)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += NEXT_SLOTS_BATCH) batches.push(ids.slice(i, i + NEXT_SLOTS_BATCH));
  const settled = await Promise.allSettled(batches.map((batch) => fetchBatch(locale, batch)));

  const slots: ListSlots = new Map();
  settled.forEach((result, i) => {
    for (const id of batches[i] ?? []) slots.set(id, result.status === "fulfilled" ? (result.value[String(id)] ?? []) : null);
  });
  const failures = settled.filter((result) => result.status === "rejected");
  if (failures.length > 0 && failures.length === settled.length) throw failures[0]?.reason;
  return slots;
}
