import type { ChosenSlot } from "./slot-link";

/**
 * A time tapped on a doctor card is held as the doctor page opens (one tap, not two). The page's
 * URL alone never holds anything: a shared or crawled link only preselects the time. What makes the
 * difference is this note, written by the tap itself in the tab's session storage and read once by
 * the booking panel of the same doctor, within a minute (lib/booking/tapped-slot.ts). The tap
 * goes to the doctor's plain URL, its time riding in the note: the address bar then never has to be
 * rewritten (a rewrite of its query remounts the App Router's head, and for that moment the page
 * has no title).
 */

/** Exported for the browser tests, which stand in for a card's tap. */
export const TAP_STORAGE_KEY = "booking-tap";
/** The note as written; read by lib/booking/tapped-slot.ts, which checks every field of it. */
export type Tap = ChosenSlot & { doctorId: number; at: number };

export function rememberTap(doctorId: number, slot: ChosenSlot): void {
  try {
    const tap: Tap = { doctorId, start: slot.start, branchId: slot.branchId, kind: slot.kind, at: Date.now() };
    sessionStorage.setItem(TAP_STORAGE_KEY, JSON.stringify(tap));
  } catch {
    // Storage refused (private mode quotas): the page opens on the doctor's times as its Book would.
  }
}

