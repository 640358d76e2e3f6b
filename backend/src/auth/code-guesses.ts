import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { type LimitVerdict, tooManyRequests } from "../platform/rate-limit";

/** The 429 of an account or recipient whose budget of wrong codes is spent (OTP_LIMITS): the wait in whole days. */
export const codeGuessesLimited = (c: Context<AppEnv>, verdict: LimitVerdict) =>
  tooManyRequests(c, verdict, "limits.codeGuesses", { days: Math.max(1, Math.ceil(verdict.retryAfter / 86_400)) });
