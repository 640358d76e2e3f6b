import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDay, formatTime } from "@/components/booking/format";
import { formatMoney } from "@/components/payments/format";
import { fetchDoctorSlots } from "@/lib/booking/slots-client";
import type { DoctorSlots } from "@/lib/contract/booking";
import { doctorSlots, renderSlotChooser } from "../support/slot-picker";

vi.mock("@/lib/booking/actions", () => ({ holdSlot: vi.fn() }));
vi.mock("@/lib/booking/slots-client", () => ({ fetchDoctorSlots: vi.fn() }));

// Two kinds, so each is offered with its length and price; one free time on the first day.
const SLOTS = doctorSlots([{ kind: "follow_up", duration_minutes: 15, price: 250, currency: "SAR" }]);
// No time this week; the next free day is two weeks on.
const EMPTY_WEEK: DoctorSlots = { data: [], meta: { ...SLOTS.meta, next_available_day: "2030-01-20" } };

function showPicker(locale: "ar" | "en", slots: DoctorSlots, chosen: boolean) {
  vi.mocked(fetchDoctorSlots).mockResolvedValue(slots);
  renderSlotChooser({ locale, chosen });
}

const bdiTexts = (element: HTMLElement) => [...element.querySelectorAll("bdi")].map((bdi) => bdi.textContent);

afterEach(() => {
  cleanup();
  vi.mocked(fetchDoctorSlots).mockReset();
});

describe("values inside the picker's Arabic sentences", () => {
  it("keeps a kind's price, and the chosen time and its day, each in a <bdi> of its own", async () => {
    showPicker("ar", SLOTS, true);
    const chosen = await screen.findByTestId("booking-chosen-time");
    const day = formatDay("ar", "2030-01-06", "long");
    expect(bdiTexts(chosen)).toEqual([formatTime("ar", SLOTS.data[0]!.start, "Asia/Riyadh"), `${day.weekday} ${day.date}`]);
    // No stray isolate characters reach the page: each became its element.
    expect(chosen.textContent).not.toMatch(/[\u2068\u2069]/);
    const price = screen.getByText((_, element) => element?.tagName === "BDI" && element.textContent === formatMoney("ar", 400, "SAR"));
    expect(price.parentElement?.textContent).toBe(`20 دقيقة · ${formatMoney("ar", 400, "SAR")}`);
  });

  it("keeps the next free day in a <bdi> on the button that goes to it", async () => {
    showPicker("ar", EMPTY_WEEK, false);
    const none = await screen.findByTestId("booking-no-slots");
    const day = formatDay("ar", "2030-01-20", "long");
    expect(bdiTexts(none)).toEqual([`${day.weekday} ${day.date}`]);
  });

  it("leaves the English sentences plain", async () => {
    showPicker("en", SLOTS, true);
    const chosen = await screen.findByTestId("booking-chosen-time");
    expect(chosen.querySelector("bdi")).toBeNull();
    expect(chosen.textContent).toContain(`You chose ${formatTime("en", SLOTS.data[0]!.start, "Asia/Riyadh")}`);
  });
});
