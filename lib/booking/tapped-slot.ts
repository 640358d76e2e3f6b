import { slotOf } from "@/lib/doctors/chosen-slot";
import type { ChosenSlot } from "@/lib/doctors/slot-link";
import { TAP_STORAGE_KEY, type Tap } from "@/lib/doctors/tap-intent";

const FRESH_MS = 60_000;

/**
 * The time this tab's visitor just tapped on one of this doctor's cards (lib/doctors/tap-intent.ts),
 * or null: no note, another doctor's, older than a minute, or not a slot. The note is used up either
 * way, so a reload or Back never holds again.
 */
export function takeTap(doctorId: number, now = Date.now()): ChosenSlot | null {
  let tap: Partial<Record<keyof Tap, unknown>> | null = null;
  try {
    const raw = sessionStorage.getItem(TAP_STORAGE_KEY);
    sessionStorage.removeItem(TAP_STORAGE_KEY);
    tap = raw ? (JSON.parse(raw) as Partial<Record<keyof Tap, unknown>>) : null;
  } catch {
    return null;
  }
  if (!tap || typeof tap !== "object" || typeof tap.at !== "number" || now - tap.at > FRESH_MS || now < tap.at) return null;
  if (tap.doctorId !== doctorId || typeof tap.branchId !== "number") return null;
  return slotOf(String(tap.start), String(tap.branchId), String(tap.kind));
}
