import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { BookingSummary } from "@/components/booking/booking-summary";
import en from "@/messages/en.json";
import { reservation } from "../support/booking";

function show(bookedFor: string | null) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
      <BookingSummary
        reservation={reservation()}
        patient={{ name: "Rana Saleh", phone: "0551234567", email: "rana@example.com" }}
        bookedFor={bookedFor}
        paymentType="cash"
        insured={false}
        bill={{ price: 400, tax: 60, total: 460, insurer: 0 }}
      />
    </NextIntlClientProvider>,
  );
}

describe("the booking summary", () => {
  afterEach(cleanup);

  it("names the family member the visit is for, beside the details of the patient who books", () => {
    show("Omar Saleh");
    const row = screen.getByText(en.booking.summaryFields.bookedFor).closest("div");
    expect(row?.textContent).toContain("Omar Saleh");
    expect(screen.getByText("Rana Saleh")).toBeTruthy();
  });

  it("has no such row when the visit is the patient's own", () => {
    show(null);
    expect(screen.queryByText(en.booking.summaryFields.bookedFor)).toBeNull();
  });
});
