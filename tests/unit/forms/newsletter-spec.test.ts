import { describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

// A translator over the locale's catalogue, as next-intl gives one: `{field}` filled in, counted per call.
const catalogues = { ar, en } as const;
const getTranslations = vi.fn(async ({ locale, namespace }: { locale: "ar" | "en"; namespace: string }) => {
  const messages = (catalogues[locale] as unknown as Record<string, Record<string, string>>)[namespace] ?? {};
  return (key: string, values: Record<string, string> = {}) =>
    (messages[key] ?? `${namespace}.${key}`).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
});
vi.mock("next-intl/server", () => ({ getTranslations }));
vi.mock("@/lib/engagement/newsletter-actions", () => ({ subscribeToNewsletter: vi.fn() }));
const { newsletterSpec } = await import("@/components/newsletter/newsletter-form");

describe("the newsletter form's spec, built once per locale", () => {
  it("speaks the locale it is asked for", async () => {
    const english = await newsletterSpec("en", "newsletter-footer-form");
    const arabic = await newsletterSpec("ar", "newsletter-footer-form");
    expect(english.fields[0]?.label).toBe(en.newsletter.emailLabel);
    expect(arabic.fields[0]?.label).toBe(ar.newsletter.emailLabel);
    expect(arabic.submit.label).toBe(ar.newsletter.submit);
    expect(arabic.genericError).toBe(ar.forms.genericError);
  });

  it("is the same spec on the next render of that locale and id, read from the messages only the first time", async () => {
    const calls = getTranslations.mock.calls.length;
    const again = await newsletterSpec("ar", "newsletter-footer-form");
    expect(again).toBe(await newsletterSpec("ar", "newsletter-footer-form"));
    expect(getTranslations.mock.calls.length).toBe(calls);
    const answer = await newsletterSpec("ar", "newsletter-answer-form");
    expect(answer.id).toBe("newsletter-answer-form");
    expect(answer).not.toBe(again);
    expect((await newsletterSpec("en", "newsletter-footer-form")).fields[1]?.label).toBe(en.newsletter.consentLabel);
  });

  it("tries again after a failed build instead of keeping the failure", async () => {
    getTranslations.mockRejectedValueOnce(new Error("no catalogue"));
    await expect(newsletterSpec("en", "newsletter-retry-form")).rejects.toThrow("no catalogue");
    expect((await newsletterSpec("en", "newsletter-retry-form")).fields[0]?.label).toBe(en.newsletter.emailLabel);
  });
});
