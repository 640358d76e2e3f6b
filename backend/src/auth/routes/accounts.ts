import { createRoute } from "@hono/zod-openapi";
import {
  ForgotPasswordRequestSchema,
  OTP_RESEND_SECONDS,
  OtpResendRequestSchema,
  OtpResendResponseSchema,
  OtpSentResponseSchema,
  OtpVerifyRequestSchema,
  OtpVerifyResponseSchema,
  PasswordResetResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from "@/lib/contract/accounts";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { channelOf, findAccount, normalizeIdentifier, registrationHolders, toUser } from "../identity";
import {
  codeSent,
  codeAllowance,
  RESET_TOKEN_TTL_SECONDS,
  issueCode,
  issueResetToken,
  latestCode,
  resendWait,
  sendMobileCode,
  verifyCode,
} from "../otp";
import { hashPassword } from "../password";
import { clearAccountFailures } from "../password-sign-in";
import { issueUserToken } from "../user-tokens";
import type { Deps } from "../../http/context";
import { validationError } from "../../http/context";
import { serverMessage } from "../../http/messages";
import { errorResponses, json, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { clientIp, hitAll, tooManyRequests } from "../../platform/rate-limit";
import { codeGuessesLimited } from "../code-guesses";
import { contactHeldByOther, createUnverifiedAccount, isUnverified, markVerified, resetPassword, setContact } from "../account-queries";
import { OTP_LIMITS } from "../rate-limits";

const body = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const tooMany = { 429: json(MessageSchema, "Too many codes or attempts; `Retry-After` says when to try again") };


/** Routes of sign-up, one-time codes and password reset; the profile's are in backend/src/profile/routes/. */
export function accountRoutes(deps: Deps) {
  const app = newRouter();
  const { db, config } = deps;

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/register",
      ...secured("Accounts"),
      summary: "Sign-up: creates the account and sends a 4-digit code to the mobile by SMS",
      description:
        "Registering accepts the terms. The account signs in only after POST /api/auth/otp/verify " +
        "(purpose register). Registering again before that replaces the unfinished sign-up.",
      request: body(RegisterRequestSchema),
      responses: {
        201: json(OtpSentResponseSchema, "Code sent"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema, "Field errors, including an email or mobile already taken"),
        ...tooMany,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const lang = c.get("lang");
      const email = input.email.toLowerCase();
      const mobile = normalizeIdentifier(input.mobile);

      const { holders, taken } = await registrationHolders(db, email, mobile, lang);
      if (Object.keys(taken).length > 0) return validationError(c, taken);

      const verdict = await codeAllowance(db, mobile, clientIp(c));
      if (!verdict.allowed) return tooManyRequests(c, verdict, "limits.codes");

      const passwordHash = await hashPassword(input.password, config.passwordCost);
      // Unfinished sign-ups holding this email or mobile give way to the new one.
      const unfinished = holders.filter((u) => !u.verifiedAt).map((u) => u.id);
      const user = await createUnverifiedAccount(db, unfinished, {
        firstName: input.first_name,
        fullName: input.first_name,
        email,
        mobile,
        passwordHash,
        verifiedAt: null,
        marketingConsentAt: input.newsletter ? new Date() : null,
      });
      if (!user) {
        // Another sign-up with the same email or mobile finished first.
        return validationError(c, { email: [serverMessage(lang, "accounts.emailOrMobileTaken")] });
      }
      c.header("Cache-Control", "no-store");
      return c.json(await sendMobileCode(deps, { purpose: "register", mobile, userId: user.id, lang }), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/otp/verify",
      ...secured("Accounts"),
      summary: "Checks a 4-digit code: register → signed in {token, user}; reset → {reset_token}; contact → the new email or mobile applied",
      description:
        "A code is valid 5 minutes and once; the fifth wrong try voids it. Purpose contact needs the user's own token.",
      request: body(OtpVerifyRequestSchema),
      responses: {
        200: json(OtpVerifyResponseSchema, "Verified"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema, "'The code is wrong or expired!' (errors.code), or field errors"),
        ...tooMany,
      },
    }),
    async (c) => {
      const { identifier, code, purpose, key } = c.req.valid("json");
      const lang = c.get("lang");
      const caller = c.get("caller");
      c.header("Cache-Control", "no-store");
      const wrong = () => validationError(c, { code: [serverMessage(lang, "otp.wrongCode")] }, serverMessage(lang, "otp.wrongCode"));

      const verdict = await hitAll(db, [[OTP_LIMITS.verifyPerIp, clientIp(c)]]);
      if (!verdict.allowed) return tooManyRequests(c, verdict);
      if (purpose === "contact" && caller.kind !== "user") return c.json({ message: "Unauthenticated." }, 401);

      const recipient = normalizeIdentifier(identifier);
      const check = await verifyCode(deps, { recipient, purpose, code, key, ip: clientIp(c), lang });
      if (check.outcome === "limited") return codeGuessesLimited(c, check.verdict);
      if (check.outcome !== "ok") return wrong();
      const spent = check.row;
      const userId = spent.userId;

      if (purpose === "register") {
        const user = await markVerified(db, userId);
        if (!user) return wrong();
        const token = await issueUserToken(db, user.id, config.userTokenTtl);
        return c.json({ token, token_type: "Bearer" as const, expires_in: config.userTokenTtl, user: toUser(user) }, 200);
      }
      if (purpose === "reset") {
        const resetToken = await issueResetToken(db, userId);
        return c.json({ reset_token: resetToken, expires_in: RESET_TOKEN_TTL_SECONDS }, 200);
      }
      if (caller.kind !== "user" || caller.user.id !== userId) return wrong();
      const change = spent.channel === "email" ? { email: spent.recipient } : { mobile: spent.recipient };
      const field = spent.channel === "email" ? "email" : "mobile";
      const takenMessage = serverMessage(lang, field === "email" ? "profile.emailTaken" : "profile.mobileTaken");
      if (await contactHeldByOther(db, spent.channel, spent.recipient, userId)) return validationError(c, { [field]: [takenMessage] });
      try {
        const user = await setContact(db, userId, change);
        if (!user) return wrong();
        return c.json({ message: serverMessage(lang, "profile.updated"), user: toUser(user) }, 200);
      } catch {
        // The unique index caught a concurrent claim of the same email or mobile.
        return validationError(c, { [field]: [takenMessage] });
      }
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/otp/resend",
      ...secured("Accounts"),
      summary: "Sends a new code to where the last one went, at most once a minute",
      request: body(OtpResendRequestSchema),
      responses: {
        200: json(OtpResendResponseSchema, "'verification code resent'"),
        401: errorResponses[401],
        422: errorResponses[422],
        ...tooMany,
      },
    }),
    async (c) => {
      const { identifier, purpose } = c.req.valid("json");
      const lang = c.get("lang");
      const caller = c.get("caller");
      c.header("Cache-Control", "no-store");
      const recipient = normalizeIdentifier(identifier);
      const last = await latestCode(db, recipient, purpose);
      const wait = resendWait(last);
      if (wait > 0) {
        return tooManyRequests(c, { allowed: false, retryAfter: wait, hits: 1 }, "limits.resendWait");
      }
      const verdict = await codeAllowance(db, recipient, clientIp(c));
      if (!verdict.allowed) return tooManyRequests(c, verdict, "limits.codes");

      // A new code goes only where an earlier one of this purpose went, to the same account;
      // for anyone else the answer is the same and nothing is sent.
      let userId = last?.userId ?? null;
      if (userId !== null && purpose === "register") {
        if (!(await isUnverified(db, userId))) userId = null;
      }
      if (userId !== null && purpose === "contact" && (caller.kind !== "user" || caller.user.id !== userId)) userId = null;
      if (last) {
        await issueCode(deps, { purpose, recipient, channel: last.channel, userId, lang, ip: clientIp(c) });
      }
      return c.json({ message: serverMessage(lang, "otp.resent"), resend_after: OTP_RESEND_SECONDS }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/password/forgot",
      ...secured("Accounts"),
      summary: "Sends a reset code to the email or mobile; the same answer whether an account exists or not",
      request: body(ForgotPasswordRequestSchema),
      responses: {
        200: json(OtpSentResponseSchema, "Code sent if the account exists"),
        401: errorResponses[401],
        422: errorResponses[422],
        ...tooMany,
      },
    }),
    async (c) => {
      const { email_or_phone } = c.req.valid("json");
      const lang = c.get("lang");
      c.header("Cache-Control", "no-store");
      const recipient = normalizeIdentifier(email_or_phone);
      const channel = channelOf(recipient);
      const answer = c.json(codeSent(lang, recipient, channel, "otp.sentIfAccount"), 200);
      // A second request within the minute sends nothing new; the first code still works.
      if (resendWait(await latestCode(db, recipient, "reset")) > 0) return answer;
      const verdict = await codeAllowance(db, recipient, clientIp(c));
      if (!verdict.allowed) return tooManyRequests(c, verdict, "limits.codes");

      const account = await findAccount(db, recipient);
      const userId = account?.verifiedAt ? account.id : null;
      await issueCode(deps, { purpose: "reset", recipient, channel, userId, lang, ip: clientIp(c) });
      return answer;
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/password/reset",
      ...secured("Accounts"),
      summary: "Sets a new password with the reset token from a verified reset code; every session of the user ends",
      request: body(ResetPasswordRequestSchema),
      responses: {
        200: json(PasswordResetResponseSchema, "Password changed"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema, "Field errors, or a reset token that is unknown, used or expired (errors.reset_token)"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const lang = c.get("lang");
      c.header("Cache-Control", "no-store");
      const passwordHash = await hashPassword(input.password, config.passwordCost);
      const changed = await resetPassword(db, input.reset_token, passwordHash);
      if (changed === null) {
        const message = serverMessage(lang, "accounts.resetExpired");
        return validationError(c, { reset_token: [message] }, message);
      }
      // The owner proved the account by a code: failures from other addresses no longer hold it.
      await clearAccountFailures(db, changed);
      return c.json({ message: serverMessage(lang, "accounts.passwordChanged") }, 200);
    },
  );

  return app;
}
