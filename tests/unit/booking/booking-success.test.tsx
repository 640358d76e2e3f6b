import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingSuccess } from "@/components/booking/booking-success";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import type { BookingDone } from "@/stores/booking";

const DONE: BookingDone = {
  code: "BK-7Q2M9X",
  appointmentId: 12,
  start: "2026-11-25T09:00:00+03:00",
  end: "2026-11-25T09:20:00+03:00",
  timeZone: "Asia/Riyadh",
  doctorName: "Dr. Amal Soliman",
  branchName: "Riyadh",
  paymentType: "cash",
  paymentStatus: "pending",
  reference: null,
  amount: 460,
  currency: "SAR",
};

function show(locale: "ar" | "en", done: BookingDone) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
      <BookingSuccess done={done} onAgain={() => {}} />
    </NextIntlClientProvider>,
  );
}

describe("the booking's confirmation", () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(cleanup);

  it.each(["ar", "en"] as const)("states the amount to pay and where, and links to My appointments (%s)", (locale) => {
    show(locale, DONE);
    const note = screen.getByTestId("booking-amount-note").textContent ?? "";
    expect(note).toMatch(/460\.00/);
    expect(note).toContain(locale === "ar" ? "الفرع" : "branch reception");
    const link = screen.getByRole("link", { name: (locale === "ar" ? ar : en).booking.seeMyAppointments });
    expect(link.getAttribute("href")).toMatch(/\/profile#appointments$/);
  });

  it("keeps the reservation code one left-to-right island that does not wrap", () => {
    show("ar", DONE);
    const code = screen.getByTestId("booking-code");
    expect(code.getAttribute("dir")).toBe("ltr");
    expect(code.className).toContain("whitespace-nowrap");
    expect(code.textContent).toBe("BK-7Q2M9X");
  });

  it("says a paid visit is paid, and a Fawry one where to pay with its reference", () => {
    show("en", { ...DONE, paymentType: "card", paymentStatus: "paid" });
    expect(screen.getByTestId("booking-amount-note").textContent).toMatch(/^Paid: SAR\s?460\.00\. Nothing more to pay/);
    cleanup();
    show("en", { ...DONE, paymentType: "fawry", reference: "9812345" });
    expect(screen.getByTestId("booking-amount-note").textContent).toMatch(/Fawry outlet with reference 9812345/);
  });

  it("writes the calendar file's extension as one left-to-right island in Arabic", () => {
    show("ar", DONE);
    const download = screen.getByRole("link", { name: /التقويم/ });
    expect(download.querySelector('bdi[dir="ltr"]')?.textContent).toBe(".ics");
  });
});
