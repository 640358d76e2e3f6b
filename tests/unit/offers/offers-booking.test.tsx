import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { giveDialogsModalMethods } from "../../support/dialog";

const bookOffer = vi.fn();
const offerBookingPrefill = vi.fn();
const sendOfferCode = vi.fn();
const verifyOfferCode = vi.fn();
vi.mock("@/lib/offers/booking-actions", () => ({ bookOffer, offerBookingPrefill, sendOfferCode, verifyOfferCode }));

const { OfferBooking } = await import("@/components/offers/offer-booking");

beforeAll(giveDialogsModalMethods);

beforeEach(() => {
  bookOffer.mockReset();
  offerBookingPrefill.mockReset();
  offerBookingPrefill.mockResolvedValue(null);
  sendOfferCode.mockReset();
  sendOfferCode.mockResolvedValue({ ok: true, data: { message: "Verification code sent" } });
  verifyOfferCode.mockReset();
  verifyOfferCode.mockResolvedValue({ ok: true, data: { message: "Mobile number confirmed" } });
});
afterEach(cleanup);

const offer = { slug: "gold-complete-check-up-package", title: "Gold check-up", price: 899, currency: "SAR" as const };

const saudiQuote = { currency: "SAR" as const, amount: 899, tax: 134.85, taxRate: 15, total: 1033.85, methods: ["cash" as const, "card" as const, "tamara" as const] };

function setup(branches = [{ id: 1, name: "Al Rawdah – Jeddah" }, { id: 2, name: "Obhur – Jeddah" }], country: "SA" | "EG" = "SA", quote: typeof saudiQuote | null = saudiQuote) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
      <OfferBooking offer={offer} country={country} branches={branches} quote={quote} />
    </NextIntlClientProvider>,
  );
}

async function open() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Book this offer" }));
  });
  // The form is loaded when the popup opens: the first time takes a moment.
  await screen.findByTestId("offer-booking-form", {}, { timeout: 10_000 });
}

/** A guest's mobile confirmed with the code sent to it, as the popup asks before booking. */
async function confirmMobile(code = "1234") {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
  });
  fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Confirm code" }));
  });
  expect(await screen.findByText("Your mobile number is confirmed.")).toBeTruthy();
}

const created = {
  ok: true,
  data: { booking: { id: 3, code: "OF-ABCD2345", status: "confirmed" }, payment: { method: "cash", status: "not_paid", redirect_url: null, reference: null } },
};

describe("offer booking popup", () => {
  it("checks each field with SPEC §5's rules before sending", async () => {
    setup();
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "S" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "0123" } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "nope" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Mobile number must start with 05 followed by 8 digits")).toBeTruthy();
    expect(screen.getByText("Email must be a valid email")).toBeTruthy();
    expect(screen.getByText("Branch is required")).toBeTruthy();
    expect(screen.getByText("Payment method is required")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(bookOffer).not.toHaveBeenCalled();
  });

  it("asks 01 + 9 digits at an Egyptian unit and picks the only branch", async () => {
    setup([{ id: 9, name: "Nasr City – Cairo" }], "EG", null);
    await open();
    expect((screen.getByLabelText("Branch") as HTMLSelectElement).value).toBe("9");
    // Without a quote the country's methods: Fawry in Egypt, no Tamara.
    expect(screen.getByRole("radio", { name: /^Fawry/ })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /Tamara/ })).toBeNull();
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "0551234567" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(await screen.findByText("Mobile number must start with 01 followed by 9 digits")).toBeTruthy();
  });

  it("shows the backend's amount, tax and total with the unit's methods", async () => {
    setup();
    await open();
    const text = document.querySelector("dialog")!.textContent ?? "";
    expect(text).toContain("Tax (15%)");
    expect(text).toMatch(/1,033\.85/);
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["cash", "card", "tamara"]);
  });

  it("fills in a signed-in patient's details", async () => {
    offerBookingPrefill.mockResolvedValue({ name: "Sara Ahmed", phone: "0551234567", email: "patient@example.com" });
    setup();
    await open();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Sara Ahmed");
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe("0551234567");
    // The keyboard starts at the first field still empty: the branch (two to choose from).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Branch")));
  });

  it("starts the keyboard at the name when nothing is known, and at the payment when all is filled in", async () => {
    setup();
    await open();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name")));
    cleanup();
    offerBookingPrefill.mockResolvedValue({ name: "Sara Ahmed", phone: "0551234567", email: "" });
    setup([{ id: 9, name: "Al Rawdah – Jeddah" }]);
    await open();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole("radio")[0]));
  });

  it("says the price is before VAT beside the button, as the dialog adds it", () => {
    setup();
    expect(screen.getByTestId("offer-book-bar-price").textContent).toMatch(/^SAR\s?899(\.00)?\+ VAT$/);
  });

  it("books with one idempotency key however often it is sent, then shows the code", async () => {
    let resolve: (value: unknown) => void = () => {};
    bookOffer.mockImplementation(() => new Promise((r) => (resolve = r)));
    setup();
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara Ahmed" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "0551234567" } });
    await confirmMobile();
    fireEvent.change(screen.getByLabelText("Branch"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("radio", { name: /Cash at the branch/ }));
    const submit = screen.getByRole("button", { name: "Book now" });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(bookOffer).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Booking…" }).hasAttribute("disabled")).toBe(true);
    await act(async () => resolve(created));
    const keys = new Set(bookOffer.mock.calls.map((call) => call[3]));
    expect(keys.size).toBe(1);
    const [locale, slug, values] = bookOffer.mock.calls[0]!;
    expect([locale, slug]).toEqual(["en", offer.slug]);
    expect(values).toMatchObject({ name: "Sara Ahmed", phone: "0551234567", branch: "2", payment_type: "cash" });
    expect((await screen.findByTestId("offer-booking-done")).textContent).toContain("OF-ABCD2345");
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    bookOffer.mockResolvedValue({ ok: false, message: "Please correct the highlighted fields.", fieldErrors: { phone: "Mobile number is taken" } });
    setup();
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara Ahmed" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "0551234567" } });
    await confirmMobile();
    fireEvent.change(screen.getByLabelText("Branch"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("radio", { name: /Credit or debit card/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(await screen.findByText("Mobile number is taken")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Sara Ahmed");
  });

  it("asks a guest to confirm the mobile with its code before booking, and says a wrong code", async () => {
    verifyOfferCode.mockResolvedValueOnce({ ok: false, message: "Please correct the highlighted fields.", fieldErrors: { code: "The code is wrong or expired!" } });
    setup();
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara Ahmed" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "0551234567" } });
    fireEvent.change(screen.getByLabelText("Branch"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("radio", { name: /Cash at the branch/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(await screen.findByText("Confirm your mobile number with the code we send to it first.")).toBeTruthy();
    expect(bookOffer).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    });
    expect(sendOfferCode).toHaveBeenCalledWith("en", offer.slug, "0551234567");
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "0000" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Confirm code" }));
    });
    // Said where the code is entered, as an alert.
    const said = await screen.findByText("The code is wrong or expired!");
    expect(said.getAttribute("role")).toBe("alert");
    expect(screen.getByLabelText("Verification code").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "1234" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Confirm code" }));
    });
    expect(verifyOfferCode).toHaveBeenLastCalledWith("en", offer.slug, "0551234567", "1234");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Your mobile number is confirmed."));
    bookOffer.mockResolvedValue(created);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(bookOffer).toHaveBeenCalled();
  });

  it("needs no code for a signed-in patient's own mobile, and books the account's e-mail, shown read-only", async () => {
    offerBookingPrefill.mockResolvedValue({ name: "Sara Ahmed", phone: "0551234567", email: "patient@example.com" });
    setup([{ id: 9, name: "Al Rawdah – Jeddah" }]);
    await open();
    expect(screen.queryByTestId("offer-mobile-code")).toBeNull();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(["patient@example.com", true]);
    expect(screen.getByText("Your account's email: the confirmation goes there. You can change it in your profile.")).toBeTruthy();
    // Another number is proven like a guest's.
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "0559876543" } });
    expect(await screen.findByTestId("offer-mobile-code")).toBeTruthy();
  });

  it("closes with its button and gives the focus back to the booking button", async () => {
    setup();
    await open();
    const dialog = document.querySelector("dialog")!;
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.getAttribute("aria-labelledby")).toBe("offer-booking-title");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
    });
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Book this offer" }));
  });
});
