import type { AppointmentKind } from "@/lib/contract/booking";

/**
 * A time chosen on a doctor card, carried to the doctor page's booking in the URL
 * (`/doctor/slug?slot=…&branch=…&kind=…#book`). The doctor page stays one cached page: the server
 * ignores the query, the booking section reads it in the browser (lib/doctors/chosen-slot.ts). A tap
 * on the card's time holds it as the page opens (lib/doctors/tap-intent.ts); the URL alone only
 * preselects, so a shared or crawled link never holds anything by itself. Type-only imports: this
 * ships with every card.
 */

export type ChosenSlot = { start: string; branchId: number; kind: AppointmentKind };

/** The id of the doctor page's booking section (the card's "Book" action lands there too). */
export const BOOKING_HASH = "book";

export const CHOSEN_SLOT_PARAMS = { start: "slot", branch: "branch", kind: "kind" } as const;

export function chosenSlotHref(doctorPath: string, slot: ChosenSlot): string {
  const query = new URLSearchParams({
    [CHOSEN_SLOT_PARAMS.start]: slot.start,
    [CHOSEN_SLOT_PARAMS.branch]: String(slot.branchId),
    [CHOSEN_SLOT_PARAMS.kind]: slot.kind,
  });
  return `${doctorPath}?${query.toString()}#${BOOKING_HASH}`;
}
