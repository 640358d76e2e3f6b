import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { useUserFlow } from "@/stores/user";

const verifyCodeAction = vi.fn();
const { assign } = vi.hoisted(() => ({ assign: vi.fn() }));
vi.mock("@/lib/navigation/load-page", () => ({ loadPage: assign }));
vi.mock("@/lib/account/account-actions", () => ({ verifyCodeAction, resendCodeAction: vi.fn() }));
vi.mock("next-auth/react", () => ({ signIn: vi.fn(async () => ({ ok: true, error: null })) }));
vi.mock("@/lib/i18n/router", () => import("../support/i18n-router"));

const { CodeForm } = await import("@/components/account/code-form");
const { rememberReturnPath } = await import("@/components/account/return-path-storage");

beforeEach(() => {
  sessionStorage.clear();
  assign.mockReset();
  verifyCodeAction.mockReset();
  useUserFlow.setState({
    hydrated: false,
    signUpStep: "otp",
    signUp: { identifier: "0512345678", channel: "sms", sentAt: Date.now(), resendAfter: 60, firstName: "Rana" },
  });
});
afterEach(cleanup);

function show(locale: "ar" | "en", children: React.ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en}>
      {children}
    </NextIntlClientProvider>,
  );
}

describe("the sign-up code page", () => {
  it("puts the keyboard in the code field", async () => {
    show("en", <CodeForm locale="en" purpose="register" landing="/en/profile?welcome=1" />);
    const code = await screen.findByLabelText(en.account.codeLabel, { selector: "input" });
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it("after a correct code the new patient is signed in and lands on the profile's welcome", async () => {
    verifyCodeAction.mockResolvedValue({ ok: true, data: { handoff: "h" } });
    show("en", <CodeForm locale="en" purpose="register" landing="/en/profile?welcome=1" />);
    const code = await screen.findByLabelText(en.account.codeLabel, { selector: "input" });
    fireEvent.change(code, { target: { value: "1234" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: en.account.verify })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/en/profile?welcome=1"));
  });

  it("a first sign-in that started on another page resumes it instead", async () => {
    rememberReturnPath("/en/doctors?specialty=3");
    verifyCodeAction.mockResolvedValue({ ok: true, data: { handoff: "h" } });
    show("en", <CodeForm locale="en" purpose="register" landing="/en/profile?welcome=1" />);
    const code = await screen.findByLabelText(en.account.codeLabel, { selector: "input" });
    fireEvent.change(code, { target: { value: "1234" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: en.account.verify })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/en/doctors?specialty=3"));
  });
});
