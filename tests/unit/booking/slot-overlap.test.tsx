import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SlotChooser } from "@/components/booking/slot-picker";
import { holdSlot } from "@/lib/booking/actions";
import { fetchDoctorSlots } from "@/lib/booking/slots-client";
import { type DoctorSlots, PATIENT_OVERLAP_CODE } from "@/lib/contract/booking";
import en from "@/messages/en.json";

// The picker's reads and server action: one free time, and a hold answer each test chooses.
vi.mock("@/lib/booking/actions", () => ({ holdSlot: vi.fn() }));
vi.mock("@/lib/booking/slots-client", () => ({ fetchDoctorSlots: vi.fn() }));

const SLOTS: DoctorSlots = {
  data: [{ start: "2030-01-06T09:00:00+03:00", end: "2030-01-06T09:20:00+03:00", branch_id: 4, kind: "consultation" }],
  meta: {
    from: "2030-01-06",
    days: 7,
    branches: [{ id: 4, name: "Dammam", time_zone: "Asia/Riyadh", currency: "SAR" }],
    kinds: [{ kind: "consultation", duration_minutes: 20, price: 400, currency: "SAR" }],
    next_available_day: null,
  },
};
const OVERLAP = "You already have an appointment at this time (code BK-7); choose another time";

function showPicker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
        <SlotChooser doctorId={3} selection={{ branchId: 4, kind: "consultation", day: null }} onChoose={() => {}} onHeld={() => {}} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(fetchDoctorSlots).mockReset();
  vi.mocked(holdSlot).mockReset();
});

describe("a time that overlaps another of the patient's visits", () => {
  it("shows the backend's words naming that visit, and does not call the doctor's times taken", async () => {
    vi.mocked(fetchDoctorSlots).mockResolvedValue(SLOTS);
    vi.mocked(holdSlot).mockResolvedValue({ ok: false, message: OVERLAP, code: PATIENT_OVERLAP_CODE });
    showPicker();
    fireEvent.click(await screen.findByTestId("booking-slot"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(OVERLAP));
    expect(screen.getByRole("alert").textContent).not.toContain(en.booking.pickAgain);
    // The doctor's times were not read again: nothing about them changed.
    expect(fetchDoctorSlots).toHaveBeenCalledTimes(1);
  });

  it("keeps 'pick another, the times are fresh' for a time taken meanwhile", async () => {
    vi.mocked(fetchDoctorSlots).mockResolvedValue(SLOTS);
    vi.mocked(holdSlot).mockResolvedValue({ ok: false, message: "error. try again!" });
    showPicker();
    fireEvent.click(await screen.findByTestId("booking-slot"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(en.booking.pickAgain));
    await waitFor(() => expect(fetchDoctorSlots).toHaveBeenCalledTimes(2));
  });
});
