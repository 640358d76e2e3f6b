import type { ChosenSlot } from "./slot-link";

/**
 * A time tapped on a doctor card is held as the doctor page opens (one tap, not two). The page's
 * URL alone never holds anything: a shared or crawled link only preselects the time. What makes the
 * difference is this note, written by the tap itself in the tab's session storage and read once by
 * the booking panel, for the same time, within a minute.
 */

/** Exported for the browser tests, which stand in for a card's tap. */
export const TAP_STORAGE_KEY = "booking-tap";
const FRESH_MS = 60_000;

type Tap = ChosenSlot & { at: number };

export function rememberTap(slot: ChosenSlot): void {
  try {
    const tap: Tap = { start: slot.start, branchId: slot.branchId, kind: slot.kind, at: Date.now() };
    sessionStorage.setItem(TAP_STORAGE_KEY, JSON.stringify(tap));
  } catch {
    // Storage refused (private mode quotas): the page preselects the time as a shared link would.
  }
}

/** Whether `chosen` is the time this tab's visitor just tapped; the note is used up either way. */
export function takeTap(chosen: ChosenSlot, now = Date.now()): boolean {
  let tap: Partial<Tap> | null = null;
  try {
    const raw = sessionStorage.getItem(TAP_STORAGE_KEY);
    sessionStorage.removeItem(TAP_STORAGE_KEY);
    tap = raw ? (JSON.parse(raw) as Partial<Tap>) : null;
  } catch {
    return false;
  }
  if (!tap || typeof tap.at !== "number" || now - tap.at > FRESH_MS || now < tap.at) return false;
  return (
    typeof tap.start === "string" &&
    Date.parse(tap.start) === Date.parse(chosen.start) &&
    tap.branchId === chosen.branchId &&
    tap.kind === chosen.kind
  );
}
