import { createRoute } from "@hono/zod-openapi";
import {
  AccountDeleteRequestSchema,
  AccountExportSchema,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  OtpSentResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateRequestSchema,
  ProfileUpdateResponseSchema,
} from "@/lib/contract/accounts";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { normalizeIdentifier } from "../../auth/identity";
import { codeAllowance, issueCode, latestCode, resendWait, sendMobileCode, verifyCode } from "../../auth/otp";
import { codeGuessesLimited } from "../../auth/code-guesses";
import { verifyPassword } from "../../auth/password";
import { deleteAccount, exportAccount, loadProfile, saveProfile } from "../service";
import { contactTakenByAnother } from "../queries";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../../http/context";
import { validationError } from "../../http/context";
import { serverMessage } from "../../http/messages";
import { unauthenticated } from "../../http/middleware";
import { errorResponses, json, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { clientIp, hit, hitAll, tooManyRequests } from "../../platform/rate-limit";
import { LOGIN_LIMITS, OTP_LIMITS } from "../../auth/rate-limits";

const body = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
/** Health data: never kept by a browser, a proxy or a shared cache. */
const PRIVATE = "private, no-store";

/** GET/PUT/DELETE /api/profile and the export (user token only). */
export function profileRoutes(deps: Deps) {
  const app = newRouter();
  const { db } = deps;
  // Signed-in patients only, checked before the body is: a stranger learns nothing from field errors.
  const requireUser: MiddlewareHandler<AppEnv> = async (c, next) =>
    c.get("caller").kind === "user" ? next() : c.json(unauthenticated, 401);
  app.use("/api/profile", requireUser);
  app.use("/api/profile/*", requireUser);

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/profile",
      ...secured("Profile"),
      summary: "The signed-in patient's profile: personal information and lifestyle",
      responses: { 200: json(ProfileResponseSchema, "The profile"), 401: errorResponses[401] },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      c.header("Cache-Control", PRIVATE);
      return c.json({ data: await loadProfile(db, caller.user) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/profile",
      ...secured("Profile"),
      summary: "Saves the whole profile; a new email or mobile is applied once its code is verified",
      description:
        "A changed email or mobile gets a 4-digit code (purpose contact) and appears in `pending_verification`; " +
        "the old one stays until POST /api/auth/otp/verify with the user's token.",
      request: body(ProfileUpdateRequestSchema),
      responses: {
        200: json(ProfileUpdateResponseSchema, "'profile updated'"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema, "Field errors, including an email or mobile of another account"),
        429: json(MessageSchema, "Too many codes; `Retry-After` says when to try again"),
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      const input = c.req.valid("json");
      const lang = c.get("lang");
      c.header("Cache-Control", PRIVATE);
      const user = caller.user;

      const wanted = [
        { field: "email" as const, channel: "email" as const, value: input.email.toLowerCase(), current: user.email },
        { field: "mobile" as const, channel: "sms" as const, value: normalizeIdentifier(input.mobile), current: user.mobile },
      ].filter((w) => w.value !== w.current);
      const taken: Record<string, string[]> = {};
      for (const w of wanted) {
        if (await contactTakenByAnother(db, w.field, w.value, user.id)) {
          taken[w.field] = [serverMessage(lang, w.field === "email" ? "profile.emailTaken" : "profile.mobileTaken")];
        }
      }
      if (Object.keys(taken).length > 0) return validationError(c, taken);
      for (const w of wanted) {
        const verdict = await codeAllowance(db, w.value, clientIp(c));
        if (!verdict.allowed) return tooManyRequests(c, verdict, "limits.codes");
      }

      const data = await saveProfile(db, user, input);
      for (const w of wanted) {
        await issueCode(deps, { purpose: "contact", recipient: w.value, channel: w.channel, userId: user.id, lang });
      }
      return c.json(
        {
          message: serverMessage(lang, "profile.updated"),
          data,
          pending_verification: wanted.map((w) => ({
            identifier: w.value,
            channel: w.channel,
            resend_after: OTP_RESEND_SECONDS,
            expires_in: OTP_TTL_SECONDS,
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/profile/export",
      ...secured("Profile"),
      summary: "Everything held about the patient, as a JSON download (right of access)",
      responses: { 200: json(AccountExportSchema, "The data, as an attachment"), 401: errorResponses[401] },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      c.header("Cache-Control", PRIVATE);
      c.header("Content-Disposition", 'attachment; filename="my-data.json"');
      return c.json(await exportAccount(db, caller.user), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/profile/delete-code",
      ...secured("Profile"),
      summary: "Sends a 4-digit code to the account's mobile by SMS, to confirm deleting the account",
      description: "At most one code a minute, 5 an hour per mobile and 30 an hour per IP; the code is valid 5 minutes and once.",
      responses: {
        200: json(OtpSentResponseSchema, "Code sent"),
        401: errorResponses[401],
        429: json(MessageSchema, "Too many codes; `Retry-After` says when to try again"),
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      const lang = c.get("lang");
      c.header("Cache-Control", PRIVATE);
      const mobile = caller.user.mobile;
      const wait = resendWait(await latestCode(db, mobile, "account_delete"));
      if (wait > 0) {
        return tooManyRequests(c, { allowed: false, retryAfter: wait, hits: 1 }, "limits.resendWait");
      }
      const verdict = await codeAllowance(db, mobile, clientIp(c));
      if (!verdict.allowed) return tooManyRequests(c, verdict, "limits.codes");
      return c.json(await sendMobileCode(deps, { purpose: "account_delete", mobile, userId: caller.user.id, lang }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/profile",
      ...secured("Profile"),
      summary: "Deletes the account once its password or an SMS code confirms it; appointments and offer bookings stay, anonymised",
      description:
        "Send `password`, or `code` (from POST /api/profile/delete-code). Appointments, offer bookings and their payments are " +
        "kept for the hospital's records without the patient's name or contact details.",
      request: body(AccountDeleteRequestSchema),
      responses: {
        200: json(MessageSchema, "Deleted; the token no longer works"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema, "Wrong password (errors.password) or 'The code is wrong or expired!' (errors.code)"),
        429: json(MessageSchema, "Too many wrong passwords"),
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      const { password, code } = c.req.valid("json");
      const lang = c.get("lang");
      c.header("Cache-Control", PRIVATE);
      if (code) {
        const tries = await hitAll(db, [[OTP_LIMITS.verifyPerIp, clientIp(c)]]);
        if (!tries.allowed) return tooManyRequests(c, tries);
        const check = await verifyCode(deps, { recipient: caller.user.mobile, purpose: "account_delete", code, ip: clientIp(c), lang });
        if (check.outcome === "limited") return codeGuessesLimited(c, check.verdict);
        if (check.outcome !== "ok" || check.row.userId !== caller.user.id) {
          const message = serverMessage(lang, "otp.wrongCode");
          return validationError(c, { code: [message] }, message);
        }
      } else {
        const verdict = await hit(db, LOGIN_LIMITS.perAccount, `user:${caller.user.id}`);
        if (!verdict.allowed) return tooManyRequests(c, verdict);
        if (!(await verifyPassword(password ?? "", caller.user.passwordHash))) {
          const message = serverMessage(lang, "profile.wrongPassword");
          return validationError(c, { password: [message] }, message);
        }
      }
      await deleteAccount(db, caller.user);
      return c.json({ message: serverMessage(lang, "profile.deleted") }, 200);
    },
  );

  return app;
}
