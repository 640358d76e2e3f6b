import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const sent: Array<Record<string, string>> = [];
vi.mock("@/lib/payments/actions", () => ({
  // The server's refusal, as the action answers it.
  retryPaymentFormAction: vi.fn(async (_previous: unknown, form: FormData) => {
    sent.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
    return { message: "The booking can no longer be paid." };
  }),
}));

const { RetryActions } = await import("@/components/payments/retry-actions");

afterEach(() => {
  cleanup();
  sent.length = 0;
});

function setup(locale: "ar" | "en", continueUrl: string | null) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
      <RetryActions paymentId="pay_abc" method="card" continueUrl={continueUrl} allowCash={continueUrl === null} />
    </NextIntlClientProvider>,
  );
}

describe("retry after a payment that was not completed", () => {
  it("is a form: the button pressed names the method, with the payment and the language", async () => {
    setup("en", null);
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Pay cash at the branch" })));
    await waitFor(() => expect(sent).toEqual([{ locale: "en", paymentId: "pay_abc", method: "cash" }]));
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await waitFor(() => expect(sent.at(-1)).toEqual({ locale: "en", paymentId: "pay_abc", method: "card" }));
  });

  it("shows a refusal in its alert and moves the focus there", async () => {
    setup("ar", null);
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "الدفع نقدًا في الفرع" })));
    const alert = await screen.findByText("The booking can no longer be paid.");
    await waitFor(() => expect(alert.closest("[tabindex]")).toBe(document.activeElement));
  });

  it("links to the provider's open page instead of starting a new payment", () => {
    setup("en", "https://pay.example/open");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("https://pay.example/open");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
