import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingSuccess } from "@/components/booking/booking-success";
import { DetailsStep } from "@/components/booking/details-step";
import { insuranceCompanies } from "@/lib/booking/actions";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { useBookingStore } from "@/stores/booking";
import { reservation } from "../support/booking";

// The step's server actions: the insurers offered are what each test says.
vi.mock("@/lib/booking/actions", () => ({
  bookingPrefill: vi.fn(async () => null),
  insuranceCompanies: vi.fn(async () => []),
  checkInsurance: vi.fn(),
  confirmBooking: vi.fn(async () => ({ ok: false, message: "stop" })),
}));

const RESERVATION = reservation({ payment_methods: ["cash", "card"] });

function show(locale: "ar" | "en", children: React.ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
      {children}
    </NextIntlClientProvider>,
  );
}

beforeEach(() => vi.mocked(insuranceCompanies).mockClear());
afterEach(cleanup);

describe("the booking form's insurance question", () => {
  it("is not asked when the backend offers no insurer, even if 'insured' was kept from an earlier visit", async () => {
    vi.mocked(insuranceCompanies).mockResolvedValue([]);
    useBookingStore.setState({ insurance: { insured: true, companyId: "1", identityNumber: "1000000000" } });
    show("en", <DetailsStep reservation={RESERVATION} onHoldLost={() => {}} />);
    await waitFor(() => expect(insuranceCompanies).toHaveBeenCalled());
    await waitFor(() => expect(useBookingStore.getState().insurance.insured).toBe(false));
    expect(screen.queryByRole("radiogroup", { name: en.booking.insurance })).toBeNull();
    expect(screen.queryByLabelText(en.booking.fields.identityNumber)).toBeNull();
  });

  it("is asked when the backend offers insurers", async () => {
    vi.mocked(insuranceCompanies).mockResolvedValue([{ id: 1, name: "Bupa Arabia" }]);
    useBookingStore.setState({ insurance: { insured: false, companyId: "", identityNumber: "" } });
    show("ar", <DetailsStep reservation={RESERVATION} onHoldLost={() => {}} />);
    // The insurers arrive after the first render (an effect): a busy machine takes more than a second.
    const yes = await screen.findByRole("radio", { name: ar.booking.insured }, { timeout: 5_000 });
    fireEvent.click(yes);
    expect(await screen.findByRole("option", { name: "Bupa Arabia" })).toBeTruthy();
  });
});

describe("the booking's success message", () => {
  const done = {
    code: "BK-9",
    appointmentId: 9,
    start: "2026-11-25T09:00:00+03:00",
    end: "2026-11-25T09:20:00+03:00",
    timeZone: "Asia/Riyadh",
    doctorName: "Dr. Amal Soliman",
    branchName: "Riyadh",
    paymentType: "cash" as const,
    reference: null,
    amount: 0,
    currency: "SAR" as const,
  };

  // jsdom lays nothing out; the message scrolls itself into view in a browser.
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it.each(["ar", "en"] as const)("says a fully insured visit is covered by insurance, not to pay at the branch (%s)", (locale) => {
    const messages = locale === "ar" ? ar : en;
    show(locale, <BookingSuccess done={{ ...done, paymentStatus: "covered" }} onAgain={() => {}} />);
    expect(screen.getByTestId("booking-amount-note").textContent).toBe(messages.booking.coveredNote);
  });
});
