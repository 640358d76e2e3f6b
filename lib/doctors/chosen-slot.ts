import { APPOINTMENT_KINDS, type AppointmentKind } from "@/lib/contract/booking";
import { CHOSEN_SLOT_PARAMS, type ChosenSlot } from "./slot-link";

const START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;

/** The chosen time of a URL query (lib/doctors/slot-link.ts), or null when it has none or names one that cannot be a slot. */
export function chosenSlotOf(search: string): ChosenSlot | null {
  const query = new URLSearchParams(search);
  return slotOf(query.get(CHOSEN_SLOT_PARAMS.start) ?? "", query.get(CHOSEN_SLOT_PARAMS.branch) ?? "", query.get(CHOSEN_SLOT_PARAMS.kind) ?? "");
}

/** A time from its three parts as text (a URL's, a tap's note), or null when they cannot name a slot. */
export function slotOf(start: string, branch: string, kind: string): ChosenSlot | null {
  if (!START.test(start) || Number.isNaN(Date.parse(start))) return null;
  if (!/^[1-9]\d{0,8}$/.test(branch)) return null;
  if (!(APPOINTMENT_KINDS as readonly string[]).includes(kind)) return null;
  return { start, branchId: Number(branch), kind: kind as AppointmentKind };
}

/** The query without the chosen time: what stays in the address bar once the booking has read it. */
export function withoutChosenSlot(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of Object.values(CHOSEN_SLOT_PARAMS)) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
