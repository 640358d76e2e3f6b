import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DetailsStep } from "@/components/booking/details-step";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { useBookingStore } from "@/stores/booking";
import { reservation } from "../support/booking";

vi.mock("@/lib/booking/actions", () => ({
  bookingPrefill: vi.fn(async () => ({ name: "Sara Ahmed", phone: "0551234567", email: "patient@example.com" })),
  insuranceCompanies: vi.fn(async () => []),
  checkInsurance: vi.fn(),
  confirmBooking: vi.fn(async () => ({ ok: false, message: "stop" })),
  sendBookingCode: vi.fn(),
  verifyBookingCode: vi.fn(),
}));
vi.mock("@/lib/account/family-actions", () => ({ familyMembersAction: vi.fn(async () => []) }));

function show(held = reservation(), locale: "ar" | "en" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ar} timeZone="Asia/Riyadh">
      <DetailsStep reservation={held} onHoldLost={() => {}} />
    </NextIntlClientProvider>,
  );
}

const methodRadio = (value: string) => document.querySelector<HTMLInputElement>(`input[type="radio"][name="paymentType"][value="${value}"]`);

beforeEach(() => {
  localStorage.clear();
  useBookingStore.setState({ paymentType: null, patient: { name: "", phone: "", email: "" } });
});
afterEach(cleanup);

describe("the payment method on the details step", () => {
  it("is the account's last one, as the hold's answer says, already chosen and changeable", async () => {
    show(reservation({ mobile_verified: true, payment_methods: ["cash", "card"], last_payment_type: "card" }));
    await screen.findByTestId("booking-details");
    expect(methodRadio("card")?.checked).toBe(true);
    expect(methodRadio("cash")?.checked).toBe(false);
    fireEvent.click(methodRadio("cash")!);
    expect(methodRadio("cash")?.checked).toBe(true);
    expect(methodRadio("card")?.checked).toBe(false);
  });

  it("is paying at the branch for a first booking, and nothing the device remembers counts (Arabic)", async () => {
    localStorage.setItem("booking-last-payment", "card");
    show(reservation({ mobile_verified: true, payment_methods: ["cash", "card"], last_payment_type: null }), "ar");
    await screen.findByTestId("booking-details");
    expect(methodRadio("cash")?.checked).toBe(true);
    expect(methodRadio("card")?.checked).toBe(false);
  });
});
