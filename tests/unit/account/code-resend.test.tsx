import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { useUserFlow } from "@/stores/user";

const resendCodeAction = vi.fn();
const verifyCodeAction = vi.fn();
vi.mock("@/lib/account/account-actions", () => ({ verifyCodeAction, resendCodeAction }));
vi.mock("next-auth/react", () => ({ signIn: vi.fn(async () => ({ ok: true, error: null })) }));
vi.mock("@/lib/i18n/router", () => import("../support/i18n-router"));

const { CodeForm } = await import("@/components/account/code-form");

/*
 * The resend that the backend accepts, once its minute is over: the e2e test (accounts.spec.ts)
 * runs the countdown on Playwright's clock, but the backend keeps real time and refuses the early
 * resend, so what the page does with a new code is checked here; the backend's side (the minute,
 * the new code verifying, the old one void) is tests/backend/contract/accounts.ts.
 */
beforeEach(() => {
  sessionStorage.clear();
  resendCodeAction.mockReset();
  verifyCodeAction.mockReset();
  useUserFlow.setState({
    hydrated: false,
    signUpStep: "otp",
    // The code went out a little over a minute ago: the wait is over.
    signUp: { identifier: "0512345678", channel: "sms", sentAt: Date.now() - 61_000, resendAfter: 60, firstName: "Rana" },
  });
});
afterEach(cleanup);

function show() {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <CodeForm locale="en" purpose="register" landing="/en/profile?welcome=1" />
    </NextIntlClientProvider>,
  );
}

describe("the sign-up code page's resend", () => {
  it("once the wait is over, sends a new code: says so, empties the code field and starts the countdown again", async () => {
    resendCodeAction.mockResolvedValue({ ok: true, data: { resendAfter: 60 }, message: "verification code resent" });
    show();
    const code = await screen.findByLabelText(en.account.codeLabel, { selector: "input" });
    fireEvent.change(code, { target: { value: "12" } });
    const resend = screen.getByRole("button", { name: en.account.resend });
    await waitFor(() => expect((resend as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId("resend-countdown").textContent).toBe(en.account.resendReady);

    await act(async () => fireEvent.click(resend));
    expect(resendCodeAction).toHaveBeenCalledWith("en", { identifier: "0512345678", purpose: "register" });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("verification code resent"));
    expect((code as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(screen.getByTestId("resend-countdown").textContent).toMatch(/You can ask for a new code in (60|59) seconds/));
    expect((screen.getByRole("button", { name: en.account.resend }) as HTMLButtonElement).disabled).toBe(true);
  });
});
