import { MessagesSubset } from "@/components/static/messages-subset";
import { MyAlerts } from "@/components/waitlist/my-alerts";
import { MyAppointments } from "./my-appointments";
import { BookingMessagesProvider } from "./messages-provider";

/** "My appointments" for the profile page, with the messages its client components read, and the running earlier-slot alerts. */
export function MyAppointmentsSection() {
  return (
    <div className="grid gap-8">
      <BookingMessagesProvider>
        <MyAppointments />
      </BookingMessagesProvider>
      <MessagesSubset pick={{ waitlist: ["my"], booking: ["kinds", "loading"] }}>
        <MyAlerts />
      </MessagesSubset>
    </div>
  );
}
