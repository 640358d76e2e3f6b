"use client";

import { QueryProvider } from "@/components/providers/query-provider";
import { EarlierSlotAlert } from "@/components/waitlist/earlier-slot-alert";
import { BookingPanel } from "./booking-panel";
import type { BookingDoctor } from "@/lib/contract/booking";

/**
 * The doctor page's booking as one module, fetched when the patient turns to it
 * (booking-on-intent.tsx): the times, the hold, the details and the earlier-time alert.
 */
export function BookingIsland({ doctor }: { doctor: BookingDoctor }) {
  return (
    <>
      <QueryProvider>
        <BookingPanel doctor={doctor} />
      </QueryProvider>
      <div className="mt-4">
        <EarlierSlotAlert doctorId={doctor.id} />
      </div>
    </>
  );
}
