import type { Db } from "../db/client";
import type { DoctorTimes } from "../doctors/times-port";
import { nextSlotToWire, nextSlotsOf } from "./availability";
import { slotToWire } from "./slots";
import { doctorsByAvailability } from "./soonest";

const mapValues = <K, A, B>(map: Map<K, A[]>, f: (a: A) => B) => new Map([...map].map(([key, values]) => [key, values.map(f)]));

/** Booking's free times as the doctor list reads them (handed to brokerRoutes in app.ts). */
export function doctorTimes(db: Db): DoctorTimes {
  return {
    rankedPage: (lang, q, w) => doctorsByAvailability(db, lang, q, w),
    // Live, even on a page of a stored ranking: a time taken since the ranking leaves the card.
    cardSlots: async (ids) => mapValues(await nextSlotsOf(db, ids), slotToWire),
    nextSlots: async (ids, limit) => mapValues(await nextSlotsOf(db, ids, limit), nextSlotToWire),
  };
}
