import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { OfferPrice } from "@/components/offers/offer-price";
import { bodyOpensWithLead } from "@/lib/offers/lead";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

describe("an offer's price", () => {
  it("says it is before VAT wherever it is shown, as the booking's total adds the tax", () => {
    for (const [locale, messages] of [["en", en], ["ar", ar]] as const) {
      render(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <OfferPrice price={899} priceInsteadOf={1200} discount={25} currency="SAR" />
        </NextIntlClientProvider>,
      );
      expect(screen.getByTestId("offer-price-tax").textContent).toBe(messages.offers.price.plusTax);
      cleanup();
    }
    expect(en.offers.price.plusTax).toBe("+ VAT");
  });
});

describe("bodyOpensWithLead", () => {
  const lead = "Save 25% on the gold check-up for a limited time, with online results and a doctor's consultation.";

  it("finds the lead sentence as the body's first paragraph (entities, tags and spacing aside)", () => {
    const html = "<p>Save 25% on the gold check-up for a limited time, with online results and a doctor&#39;s  consultation.</p><h2>What we offer</h2>";
    expect(bodyOpensWithLead(html, lead)).toBe(true);
    expect(bodyOpensWithLead("<p><strong>Save 25%</strong> on the gold check-up for a limited time, with online results and a doctor's consultation.</p>", lead)).toBe(true);
  });

  it("keeps the lead when the body says something else first", () => {
    expect(bodyOpensWithLead("<h2>What we offer</h2><p>" + lead + "</p>", lead)).toBe(false);
    expect(bodyOpensWithLead("<p>Book ahead online.</p>", lead)).toBe(false);
    expect(bodyOpensWithLead("<p></p>", "")).toBe(false);
  });
});
