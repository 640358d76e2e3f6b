import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { formatMoney } from "@/components/payments/format";
import { PaymentStep } from "@/components/payments/payment-step";
import type { PaymentMethod } from "@/lib/contract/payments";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

function Step({ methods, pending }: { methods: PaymentMethod[]; pending?: boolean }) {
  const form = useForm<{ method: string }>({ defaultValues: { method: "" } });
  return (
    <PaymentStep
      form={form}
      name="method"
      methods={methods}
      pending={pending}
      amounts={{ currency: "SAR", amount: 350, tax: 52.5, taxRate: 15, total: 402.5 }}
    />
  );
}

function setup(locale: "ar" | "en", methods: PaymentMethod[], pending = false) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
      <Step methods={methods} pending={pending} />
    </NextIntlClientProvider>,
  );
}

describe("payment step", () => {
  it("offers the unit's methods, each with what it means, and the backend's amount, tax and total", () => {
    setup("en", ["cash", "card", "tamara"]);
    const group = screen.getByRole("group", { name: "Payment method" });
    expect(within(group).getAllByRole("radio")).toHaveLength(3);
    expect(within(group).getByText("Cash at the branch")).toBeTruthy();
    expect(within(group).getByText(/3 interest-free monthly payments/)).toBeTruthy();
    expect(within(group).queryByText("Fawry")).toBeNull();
    expect(screen.getByText("Tax (15%)")).toBeTruthy();
    expect(screen.getByTestId("payment-total").textContent).toBe(formatMoney("en", 402.5, "SAR"));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("announces the waiting state while the provider is asked, in Arabic too", () => {
    setup("ar", ["cash", "card", "fawry"], true);
    expect(screen.getByRole("group", { name: "طريقة الدفع" })).toBeTruthy();
    expect(screen.getByText("فوري")).toBeTruthy();
    // The Arabic per cent sign, as every percentage on an Arabic page (Intl's percent style).
    expect(screen.getByText("الضريبة (15٪)")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("جارٍ تحويلك إلى مزود الدفع");
  });

  it("formats money with the minor unit's two digits and Latin digits in both languages", () => {
    expect(formatMoney("en", 52.5, "SAR")).toMatch(/^SAR\s52\.50$/);
    expect(formatMoney("en", 1140, "EGP")).toMatch(/^EGP\s1,140\.00$/);
    expect(formatMoney("ar", 52.5, "SAR")).toMatch(/52\.50/);
    expect(formatMoney("ar", 1140, "EGP")).toMatch(/1,140\.00/);
  });
});
