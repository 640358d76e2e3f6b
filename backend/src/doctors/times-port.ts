import type { z } from "zod";
import type { Lang } from "@/lib/contract/common";
import type { Doctor, DoctorsQuerySchema } from "@/lib/contract/broker";
import type { NextSlot, Slot } from "@/lib/contract/booking";
import type { Window } from "../db/paging";

/**
 * What the doctor list reads of booking's free times; app.ts hands brokerRoutes booking's
 * (booking/doctor-times.ts). Booking's ranking reads the doctors, so the doctors domain asks
 * through this port and imports nothing of booking.
 */
export interface DoctorTimes {
  /** A page of the list sorted by the soonest free time or narrowed to those free today / this week: a page of one stored ranking, named by `ranking`. */
  rankedPage(lang: Lang, q: z.output<typeof DoctorsQuerySchema>, w: Window): Promise<{ items: Doctor[]; total: number; ranking: string }>;
  /** Each doctor's next free times, as a list's card shows them. */
  cardSlots(doctorIds: number[]): Promise<Map<number, Slot[]>>;
  /** Each doctor's next `limit` free times, each with its branch's time zone. */
  nextSlots(doctorIds: number[], limit: number): Promise<Map<number, NextSlot[]>>;
}
