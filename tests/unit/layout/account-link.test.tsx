import { act, cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountLink } from "@/components/layout/account-link";
import en from "@/messages/en.json";

const ui = (
  <NextIntlClientProvider locale="en" messages={en}>
    <AccountLink className="top-bar-link" signInHref="/sign-in" profileHref="/profile" />
  </NextIntlClientProvider>
);

const setHint = (on: boolean) => {
  document.cookie = on ? "hg_session_hint=1; path=/" : "hg_session_hint=; path=/; max-age=0";
};

afterEach(() => {
  cleanup();
  setHint(false);
});

describe("AccountLink", () => {
  it("offers sign-in without the hint", () => {
    render(ui);
    const link = screen.getByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/sign-in");
    expect(link.className).toBe("top-bar-link");
  });

  it("offers the account with the hint, and follows it when the page is shown again", () => {
    setHint(true);
    render(ui);
    expect(screen.getByRole("link", { name: "My account" }).getAttribute("href")).toBe("/profile");
    setHint(false);
    act(() => {
      window.dispatchEvent(new Event("pageshow"));
    });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in");
  });

  it("reads the hint from the Cookie Store where there is one, without touching document.cookie", async () => {
    const listeners = new Set<EventListener>();
    let value: string | undefined = "1";
    vi.stubGlobal("cookieStore", {
      get: vi.fn(async (name: string) => (name === "hg_session_hint" && value ? { name, value } : null)),
      addEventListener: (_type: string, listener: EventListener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: EventListener) => listeners.delete(listener),
    });
    const read = vi.spyOn(document, "cookie", "get");
    try {
      render(ui);
      expect((await screen.findByRole("link", { name: "My account" })).getAttribute("href")).toBe("/profile");
      value = undefined;
      await act(async () => {
        for (const listener of listeners) listener(new Event("change"));
      });
      expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in");
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("renders signed out on the server whatever the cookie, as the cached page does", () => {
    setHint(true);
    const html = renderToString(ui);
    expect(html).toContain('href="/sign-in"');
    expect(html).not.toContain("My account");
  });
});
