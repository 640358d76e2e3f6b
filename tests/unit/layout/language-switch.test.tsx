import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";

const push = vi.fn();

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => "/en/doctors",
  useParams: () => ({ locale: "en" }),
  useRouter: () => ({ push }),
}));

const { LanguageSwitch } = await import("@/components/layout/language-switch");

const ui = (
  <NextIntlClientProvider locale="en" messages={en}>
    <LanguageSwitch />
  </NextIntlClientProvider>
);

const arabicDoctors = "/" + encodeURIComponent("الأطباء");

beforeEach(() => {
  window.history.replaceState(null, "", "/en/doctors?name=Sarah");
});

afterEach(() => {
  cleanup();
  push.mockReset();
  window.history.replaceState(null, "", "/");
});

describe("LanguageSwitch", () => {
  it("prerenders one link without the query, which the server cannot know", () => {
    const html = renderToString(ui);
    expect(html).toContain(`href="${arabicDoctors}"`);
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it("carries the query once the page runs", () => {
    render(ui);
    expect(screen.getByRole("link", { name: "العربية" }).getAttribute("href")).toBe(`${arabicDoctors}?name=Sarah`);
  });

  it("follows the query of the moment of the click, and remembers the choice", () => {
    render(ui);
    window.history.replaceState(null, "", "/en/doctors?name=Omar&gender=female");
    fireEvent.click(screen.getByRole("link", { name: "العربية" }));
    expect(push).toHaveBeenCalledWith(`${arabicDoctors}?name=Omar&gender=female`);
    expect(document.cookie).toContain("NEXT_LOCALE=ar");
  });

  it("leaves a modified click (new tab) to the browser", () => {
    render(ui);
    window.history.replaceState(null, "", "/en/doctors?name=Omar");
    // jsdom cannot open the tab; stop the browser's part once the switch has had its say.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole("link", { name: "العربية" }), { ctrlKey: true });
    expect(push).not.toHaveBeenCalled();
  });
});
