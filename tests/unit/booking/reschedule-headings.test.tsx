import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RescheduleFlow } from "@/components/booking/reschedule-flow";
import { SlotChooser } from "@/components/booking/slot-picker";
import type { DoctorSlots } from "@/lib/contract/booking";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { appointment } from "../support/booking";

// The picker reads its times through server actions; here they answer one morning and one afternoon time.
const SLOTS: DoctorSlots = {
  data: [
    { start: "2026-11-25T09:00:00+03:00", end: "2026-11-25T09:20:00+03:00", branch_id: 4, kind: "consultation" },
    { start: "2026-11-25T17:00:00+03:00", end: "2026-11-25T17:20:00+03:00", branch_id: 4, kind: "consultation" },
  ],
  meta: {
    from: "2026-11-25",
    days: 7,
    branches: [{ id: 4, name: "Riyadh", time_zone: "Asia/Riyadh", currency: "SAR" }],
    kinds: [{ kind: "consultation", duration_minutes: 20, price: 400, currency: "SAR" }],
    next_available_day: null,
  },
};

vi.mock("@/lib/booking/slots-client", () => ({ fetchDoctorSlots: vi.fn(async () => SLOTS) }));
vi.mock("@/lib/booking/actions", () => ({
  holdSlot: vi.fn(),
  rescheduleMyAppointment: vi.fn(),
}));

// A visit of the 24th, which the picker's times of the 25th may replace.
const APPOINTMENT = appointment({
  start: "2026-11-24T10:00:00+03:00",
  end: "2026-11-24T10:20:00+03:00",
  cancel_until: "2026-11-24T06:00:00+03:00",
  can_reschedule: true,
});

afterEach(cleanup);

function show(locale: "ar" | "en", children: React.ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** Every heading in document order as "h<level> text". */
const outline = () => screen.getAllByRole("heading").map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe("the slot picker's headings", () => {
  it("sit under the reschedule panel's title (h4): the day at h5, morning and afternoon at h6", async () => {
    show("en", <RescheduleFlow appointment={APPOINTMENT} onDone={() => {}} onClose={() => {}} />);
    await screen.findAllByTestId("booking-slot");
    expect(outline()).toEqual([
      `h4 ${en.booking.my.rescheduleTitle}`,
      `h5 ${en.booking.chooseDay}`,
      `h6 ${en.booking.morning}`,
      `h6 ${en.booking.afternoon}`,
    ]);
  });

  it("follow the level their container asks for, h3 and h4 when it says nothing (the doctor page), in Arabic too", async () => {
    const props = { doctorId: 3, selection: { branchId: 4, kind: "consultation" as const, day: null }, onChoose: () => {}, onHeld: () => {} };
    show("ar", <SlotChooser {...props} />);
    await screen.findAllByTestId("booking-slot");
    expect(outline()).toEqual([`h3 ${ar.booking.chooseDay}`, `h4 ${ar.booking.morning}`, `h4 ${ar.booking.afternoon}`]);
    cleanup();
    show("ar", <SlotChooser {...props} headingLevel={2} />);
    await screen.findAllByTestId("booking-slot");
    expect(outline()).toEqual([`h2 ${ar.booking.chooseDay}`, `h3 ${ar.booking.morning}`, `h3 ${ar.booking.afternoon}`]);
  });
});
