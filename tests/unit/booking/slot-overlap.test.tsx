import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdSlot } from "@/lib/booking/actions";
import { fetchDoctorSlots } from "@/lib/booking/slots-client";
import { PATIENT_OVERLAP_CODE } from "@/lib/contract/booking";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { doctorSlots, renderSlotChooser as showPicker } from "../support/slot-picker";

// The picker's reads and server action: one free time, and a hold answer each test chooses.
vi.mock("@/lib/booking/actions", () => ({ holdSlot: vi.fn() }));
vi.mock("@/lib/booking/slots-client", () => ({ fetchDoctorSlots: vi.fn() }));

const SLOTS = doctorSlots();
const OVERLAP = "You already have an appointment at this time, with Dr. Huda Salem on Sunday, 6 January 2030 at 09:00 (code BK-7). Choose another time.";

beforeEach(() => {
  // jsdom lays nothing out: the refusal's scroll into view is only recorded.
  Element.prototype.scrollIntoView = vi.fn();
});

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
    vi.mocked(holdSlot).mockResolvedValue({ ok: false, message: en.server.booking.slotTaken });
    showPicker();
    fireEvent.click(await screen.findByTestId("booking-slot"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(en.booking.pickAgain));
    await waitFor(() => expect(fetchDoctorSlots).toHaveBeenCalledTimes(2));
  });
});

describe("a card's time refused as the page opens (one tap)", () => {
  it("opens on the refusal, scrolled into view and focused, not on the refused time nor its 'press it' hint", async () => {
    vi.mocked(fetchDoctorSlots).mockResolvedValue(SLOTS);
    showPicker({ refusal: { message: OVERLAP, pickAgain: false } });
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toContain(OVERLAP);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The times arrive: the refused time, still free for others, neither takes the focus nor asks to be pressed.
    await screen.findByTestId("booking-slot");
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByTestId("booking-chosen-time")).toBeNull();
  });

  it("says a taken time in Arabic words, with the fresh times' hint", async () => {
    vi.mocked(fetchDoctorSlots).mockResolvedValue(SLOTS);
    showPicker({ locale: "ar", refusal: { message: ar.server.booking.slotTaken, pickAgain: true } });
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toContain("حُجز هذا الموعد للتو. إليك المواعيد المتاحة التالية.");
    expect(alert.textContent).toContain(ar.booking.pickAgain);
  });
});
