// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { rehydrateUserFlow, useUserFlow } from "@/stores/user";

describe("the sign-up and reset flow store", () => {
  beforeEach(() => {
    sessionStorage.clear();
    useUserFlow.getState().finish();
  });

  it("moves sign-up to the code step and keeps the resend countdown's start", () => {
    useUserFlow.getState().codeSentForSignUp({ identifier: "0551112223", channel: "sms", sentAt: 1000, resendAfter: 60, firstName: "Lina" });
    expect(useUserFlow.getState()).toMatchObject({ signUpStep: "otp", signUp: { identifier: "0551112223", sentAt: 1000 } });
    useUserFlow.getState().codeResent("signUp", 90_000, 60);
    expect(useUserFlow.getState().signUp).toMatchObject({ sentAt: 90_000, resendAfter: 60, firstName: "Lina" });
  });

  it("sets the reset flag and target, then the confirm-page flag, and clears everything when done", () => {
    useUserFlow.getState().codeSentForReset({ identifier: "a@b.co", channel: "email", sentAt: 5, resendAfter: 60 });
    expect(useUserFlow.getState()).toMatchObject({ resetPassword: true, resetTarget: { channel: "email" }, confirmPage: false });
    useUserFlow.getState().resetCodeVerified();
    expect(useUserFlow.getState().confirmPage).toBe(true);
    useUserFlow.getState().finish();
    expect(useUserFlow.getState()).toMatchObject({ resetPassword: false, resetTarget: null, confirmPage: false, signUp: null, signUpStep: "form" });
  });

  it("survives a reload through sessionStorage, and never stores a code or password", async () => {
    useUserFlow.getState().codeSentForReset({ identifier: "0551112223", channel: "sms", sentAt: 5, resendAfter: 60 });
    const saved = sessionStorage.getItem("hg-account-flow") ?? "";
    expect(saved).toContain("0551112223");
    expect(saved).not.toMatch(/"(password|password_confirmation|code|reset_token|token)"/);
    // A reload: the page's store starts empty, and the saved copy comes back after hydration.
    useUserFlow.getState().finish();
    sessionStorage.setItem("hg-account-flow", saved);
    await rehydrateUserFlow();
    expect(useUserFlow.getState()).toMatchObject({ hydrated: true, resetPassword: true, resetTarget: { identifier: "0551112223" } });
  });
});
