import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * Where the visitor is in sign-up and password reset (SPEC §3's user flags: sign-up step,
 * reset-password flag, reset target, confirm-page flag). Kept in sessionStorage so a reload of
 * the code page keeps its place; no password, code or token is ever stored here (the reset
 * token lives in an httpOnly cookie, the sign-in in next-auth's).
 *
 * Written only from event handlers in the browser, so the module-level store is never shared
 * between server renders; `skipHydration` leaves the first client render equal to the server's,
 * and <UserFlowHydrator /> reads the saved state after it.
 */
export type CodeChannel = "sms" | "email";

export interface PendingCode {
  /** The normalized email or mobile the code went to, as the backend answered it. */
  identifier: string;
  channel: CodeChannel;
  /** When the last code was sent (ms since epoch): the resend countdown runs from it. */
  sentAt: number;
  /** Seconds to wait before another code, as the backend said. */
  resendAfter: number;
}

interface UserFlowState {
  hydrated: boolean;
  /** SPEC §3 sign-up step: "form" until the code is sent, then "otp". */
  signUpStep: "form" | "otp";
  signUp: (PendingCode & { firstName: string }) | null;
  /** SPEC §3 reset-password flag and reset target (phone or email). */
  resetPassword: boolean;
  resetTarget: PendingCode | null;
  /** SPEC §3 confirm-page flag: the reset code was verified, a new password may be chosen. */
  confirmPage: boolean;

  markHydrated: () => void;
  codeSentForSignUp: (pending: PendingCode & { firstName: string }) => void;
  codeSentForReset: (pending: PendingCode) => void;
  codeResent: (flow: "signUp" | "reset", sentAt: number, resendAfter: number) => void;
  resetCodeVerified: () => void;
  finish: () => void;
}

const initial = {
  signUpStep: "form" as const,
  signUp: null,
  resetPassword: false,
  resetTarget: null,
  confirmPage: false,
};

export const useUserFlow = create<UserFlowState>()(
  persist(
    (set) => ({
      hydrated: false,
      ...initial,
      markHydrated: () => set({ hydrated: true }),
      codeSentForSignUp: (pending) => set({ signUpStep: "otp", signUp: pending }),
      codeSentForReset: (pending) => set({ resetPassword: true, resetTarget: pending, confirmPage: false }),
      codeResent: (flow, sentAt, resendAfter) =>
        set((state) =>
          flow === "signUp"
            ? { signUp: state.signUp && { ...state.signUp, sentAt, resendAfter } }
            : { resetTarget: state.resetTarget && { ...state.resetTarget, sentAt, resendAfter } },
        ),
      resetCodeVerified: () => set({ confirmPage: true }),
      finish: () => set({ ...initial }),
    }),
    {
      name: "hg-account-flow",
      storage: createJSONStorage(() => sessionStorage),
      skipHydration: true,
      partialize: ({ signUpStep, signUp, resetPassword, resetTarget, confirmPage }) => ({
        signUpStep,
        signUp,
        resetPassword,
        resetTarget,
        confirmPage,
      }),
    },
  ),
);

/** Reads the saved flow once the page has hydrated; returns whether that happened. */
export async function rehydrateUserFlow(): Promise<void> {
  await useUserFlow.persist.rehydrate();
  useUserFlow.getState().markHydrated();
}
