import { MessagesSubset } from "@/components/static/messages-subset";
import { MyAlerts } from "@/components/waitlist/my-alerts";
import { MyAppointments } from "./my-appointments";
import { MY_APPOINTMENTS_MESSAGES } from "./my-appointments-messages";

/** "My appointments" for the profile page, with the messages its client components read, and the running earlier-slot alerts. */
export function MyAppointmentsSection() {
  return (
    <div className="grid gap-8">
      <MessagesSubset pick={MY_APPOINTMENTS_MESSAGES}>
        <MyAppointments />
      </MessagesSubset>
      <MessagesSubset pick={{ waitlist: ["my"], booking: ["kinds", "loading"] }}>
        <MyAlerts />
      </MessagesSubset>
    </div>
  );
}
