import { MyAppointments } from "./my-appointments";
import { BookingMessagesProvider } from "./messages-provider";

/** "My appointments" for the profile page, with the messages its client components read. */
export function MyAppointmentsSection() {
  return (
    <BookingMessagesProvider>
      <MyAppointments />
    </BookingMessagesProvider>
  );
}
