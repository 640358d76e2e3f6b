import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DetailsStep } from "@/components/booking/details-step";
import { bookingPrefill, confirmBooking } from "@/lib/booking/actions";
import en from "@/messages/en.json";
import { useBookingStore } from "@/stores/booking";
import { reservation } from "../support/booking";

// The step's server actions: who is signed in is what each test says.
vi.mock("@/lib/booking/actions", () => ({
  bookingPrefill: vi.fn(async () => null),
  insuranceCompanies: vi.fn(async () => []),
  checkInsurance: vi.fn(),
  confirmBooking: vi.fn(async () => ({ ok: false, message: "stop" })),
  sendBookingCode: vi.fn(),
  verifyBookingCode: vi.fn(),
}));
vi.mock("@/lib/account/family-actions", () => ({ familyMembersAction: vi.fn(async () => []) }));

const ACCOUNT = { name: "Sara Ahmed", phone: "0551234567", email: "patient@example.com" };

function show(held = reservation()) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
      <DetailsStep reservation={held} onHoldLost={() => {}} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  useBookingStore.setState({ patient: { name: "", phone: "", email: "kept-from-before@example.com" } });
});
afterEach(cleanup);

describe("whom the booking's contact is", () => {
  it("is a signed-in patient's own: the account's e-mail shown read-only, its mobile needing no code", async () => {
    vi.mocked(bookingPrefill).mockResolvedValue(ACCOUNT);
    show(reservation({ mobile_verified: true }));
    const email = screen.getByLabelText(en.booking.fields.email) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe(ACCOUNT.email));
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(en.booking.hints.accountEmail)).toBeTruthy();
    expect((screen.getByLabelText(en.booking.fields.phone) as HTMLInputElement).value).toBe(ACCOUNT.phone);
    expect(screen.queryByTestId("booking-mobile-code")).toBeNull();
  });

  it("asks the code for a number other than the account's, and not once the account's is back", async () => {
    vi.mocked(bookingPrefill).mockResolvedValue(ACCOUNT);
    show(reservation({ mobile_verified: true }));
    const phone = screen.getByLabelText(en.booking.fields.phone) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe(ACCOUNT.phone));
    fireEvent.change(phone, { target: { value: "0559876543" } });
    expect(await screen.findByTestId("booking-mobile-code")).toBeTruthy();
    fireEvent.change(phone, { target: { value: ACCOUNT.phone } });
    await waitFor(() => expect(screen.queryByTestId("booking-mobile-code")).toBeNull());
  });

  it("is a guest's mobile confirmed by its code, and the e-mail typed", async () => {
    vi.mocked(bookingPrefill).mockResolvedValue(null);
    show(reservation({ mobile_verified: false }));
    expect(await screen.findByTestId("booking-mobile-code")).toBeTruthy();
    expect((screen.getByLabelText(en.booking.fields.email) as HTMLInputElement).readOnly).toBe(false);
  });

  it("waits for the account's details when confirmed before they arrive, and books with them", async () => {
    let answer!: (account: typeof ACCOUNT) => void;
    vi.mocked(bookingPrefill).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(confirmBooking).mockClear();
    show(reservation({ mobile_verified: true }));
    const confirm = screen.getByRole("button", { name: en.booking.confirm });
    fireEvent.click(confirm);
    // Waiting, not refusing: no field is said to be missing, and the button says it is working.
    await waitFor(() => expect(confirm.getAttribute("aria-busy")).toBe("true"));
    expect(screen.queryByText(/is required/)).toBeNull();
    expect(confirmBooking).not.toHaveBeenCalled();
    answer(ACCOUNT);
    await waitFor(() => expect(confirmBooking).toHaveBeenCalledTimes(1));
    expect(vi.mocked(confirmBooking).mock.calls[0]![1].patient).toEqual({ name: ACCOUNT.name, phone: ACCOUNT.phone, email: ACCOUNT.email });
    expect(screen.queryByText(/is required/)).toBeNull();
  });
});
