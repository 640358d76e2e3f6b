import { createRoute } from "@hono/zod-openapi";
import {
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  OtpSentResponseSchema,
  SignedInResponseSchema,
  SocialLinkRequestSchema,
  SocialMobileNeededSchema,
  SocialMobileRequestSchema,
  SocialProofNeededSchema,
  SocialSignInRequestSchema,
} from "@/lib/contract/accounts";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { normalizeIdentifier, registrationHolders, toUser } from "../identity";
import { codeGuessesLimited } from "../code-guesses";
import { createUnverifiedSocialAccount, linkSocialIdentity, liveAccount, liveAccountByEmail, socialAccount } from "../account-queries";
import { codeAllowance, issueCode, latestCode, resendWait, sendMobileCode, verifyCode } from "../otp";
import { opened, sealed } from "../sealed";
import { OTP_LIMITS } from "../rate-limits";
import { issueUserToken } from "../user-tokens";
import type { Context } from "hono";
import type { AppEnv, Deps, UserRow } from "../../http/context";
import { validationError } from "../../http/context";
import { serverMessage } from "../../http/messages";
import { unauthenticated } from "../../http/middleware";
import { errorResponses, json, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { clientIp, hitAll, tooManyRequests } from "../../platform/rate-limit";

/**
 * Google and Facebook sign-in, the backend's half: the website completes the provider's sign-in
 * (next-auth checks the state and Google's signed id token), then names the provider account
 * here with its own client token. A linked account signs in. An unknown one whose email is an
 * account's is linked to it only when the provider vouches for the email and the account's owner
 * proves it with the code sent to the account's mobile (POST /api/auth/social/link): an email
 * alone, even a verified one, would hand the account to whoever opened a provider account with
 * it. Otherwise the email is in use and nothing is created. Any other provider account becomes
 * a new account once a mobile number is verified by a code (POST /api/auth/social/mobile, then
 * POST /api/auth/otp/verify, purpose register); an email the provider did not verify is not kept.
 */

interface Ticket {
  provider: "google" | "facebook";
  subject: string;
  email: string | null;
  name: string;
  exp: number;
}

/** A verified provider account waiting for the code that links it to account `userId`. */
interface LinkTicket {
  provider: "google" | "facebook";
  subject: string;
  email: string;
  userId: number;
  exp: number;
}

const TICKET_TTL_SECONDS = 900;
const body = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
/** Facebook may withhold the email: such an account gets an address that can never receive mail. */
const placeholderEmail = (t: Pick<Ticket, "provider" | "subject">) => `${t.provider}-${t.subject}@social.invalid`.toLowerCase();

/** The refusals of both ticket routes, each with what else its 422 and 429 mean. */
const ticketRefusals = (fieldErrors: string, tooMany: string) => ({
  401: errorResponses[401],
  422: json(ValidationErrorSchema, `${fieldErrors}, or an expired ticket (errors.ticket)`),
  429: json(MessageSchema, `${tooMany}; \`Retry-After\` says when to try again`),
});

const ticketExpired = (c: Context<AppEnv>) => {
  const message = serverMessage(c.get("lang"), "social.expired");
  return validationError(c, { ticket: [message] }, message);
};

const socialMobileRoute = createRoute({
  method: "post",
  path: "/api/auth/social/mobile",
  ...secured("Accounts"),
  summary: "The mobile number of a first Google or Facebook sign-in: creates the account and sends it a 4-digit code",
  description: "The account is usable once POST /api/auth/otp/verify (purpose register) confirms the code.",
  request: body(SocialMobileRequestSchema),
  responses: {
    201: json(OtpSentResponseSchema, "Code sent"),
    ...ticketRefusals("Field errors: a mobile of another account", "Too many codes"),
  },
});

const socialLinkRoute = createRoute({
  method: "post",
  path: "/api/auth/social/link",
  ...secured("Accounts"),
  summary: "Links a Google or Facebook account to the account with its email, given the code sent to that account's mobile, and signs in",
  request: body(SocialLinkRequestSchema),
  responses: {
    200: json(SignedInResponseSchema, "Linked and signed in"),
    ...ticketRefusals("'The code is wrong or expired!' (errors.code)", "Too many tries"),
  },
});

export function socialRoutes(deps: Deps) {
  const app = newRouter();
  const { db, config } = deps;
  const ticketSecret = `social-ticket|${config.tokenSecret}`;

  /**
   * The start of both ticket routes: the website's client token only, never cached, and the sealed
   * ticket opened; one that does not open (expired, forged) is a field error on `ticket`.
   */
  const ticketOf = <T extends object>(c: Context<AppEnv>, kind: "social" | "social-link", raw: string) => {
    c.header("Cache-Control", "no-store");
    if (c.get("caller").kind !== "client") return c.json(unauthenticated, 401);
    return opened<T>(ticketSecret, kind, raw) ?? ticketExpired(c);
  };

  const signedIn = async (user: UserRow) => ({
    token: await issueUserToken(db, user.id, config.userTokenTtl),
    token_type: "Bearer" as const,
    expires_in: config.userTokenTtl,
    user: toUser(user),
  });

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/social",
      ...secured("Accounts"),
      summary: "Signs in with a Google or Facebook account the website has just verified (the website's client token only)",
      request: body(SocialSignInRequestSchema),
      responses: {
        200: json(SignedInResponseSchema, "A linked account: signed in"),
        202: json(
          SocialMobileNeededSchema.or(SocialProofNeededSchema),
          "Not linked yet: a mobile number must be verified first (needs_mobile), or the email is an account's and its owner must enter the code sent to its mobile (needs_proof; nothing of the account is said)",
        ),
        401: errorResponses[401],
        409: json(MessageSchema, "The email is an account's and the provider does not vouch for it: nothing is linked or created"),
        422: errorResponses[422],
        429: json(MessageSchema, "Too many codes to the account's mobile, from this address or for this email today; `Retry-After` says when to try again"),
      },
    }),
    async (c) => {
      if (c.get("caller").kind !== "client") return c.json(unauthenticated, 401);
      const input = c.req.valid("json");
      c.header("Cache-Control", "no-store");
      const linked = await socialAccount(db, input.provider, input.subject);
      if (linked?.verifiedAt) return c.json(await signedIn(linked), 200);

      const lang = c.get("lang");
      if (input.email && !linked) {
        const holder = await liveAccountByEmail(db, input.email);
        if (holder?.verifiedAt) {
          if (input.email_verified !== true) return c.json({ message: serverMessage(lang, "social.emailInUse") }, 409);
          // One code a minute: a sign-in started again within it reuses the code already sent. Each
          // one texts the owner, so an email also gets only a few a day, whoever starts them.
          if (resendWait(await latestCode(db, holder.mobile, "social_link")) === 0) {
            const verdict = await hitAll(db, [
              [OTP_LIMITS.perRecipient, holder.mobile],
              [OTP_LIMITS.perIp, clientIp(c)],
              [OTP_LIMITS.socialLinkPerEmail, input.email],
            ]);
            if (!verdict.allowed) return tooManyRequests(c, verdict, "limits.codes");
            await issueCode(deps, { purpose: "social_link", recipient: holder.mobile, channel: "sms", userId: holder.id, lang, ip: clientIp(c) });
          }
          const ticket = sealed<LinkTicket>(ticketSecret, "social-link", {
            provider: input.provider,
            subject: input.subject,
            email: input.email,
            userId: holder.id,
            exp: Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS,
          });
          // Nothing of the account is said, not even part of its mobile: only that a code went to it.
          const proof = { needs_proof: true as const, ticket, message: serverMessage(lang, "social.codeSent"), resend_after: OTP_RESEND_SECONDS, expires_in: OTP_TTL_SECONDS };
          return c.json(proof, 202);
        }
      }
      const ticket = sealed<Ticket>(ticketSecret, "social", {
        provider: input.provider,
        subject: input.subject,
        // An email the provider does not vouch for is not recorded as the account's.
        email: input.email_verified === true ? (input.email ?? null) : null,
        name: input.name ?? "",
        exp: Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS,
      });
      return c.json({ needs_mobile: true as const, ticket }, 202);
    },
  );

  app.openapi(socialMobileRoute, async (c) => {
    const input = c.req.valid("json");
    const ticket = ticketOf<Ticket>(c, "social", input.ticket);
    if (ticket instanceof Response) return ticket;
    const lang = c.get("lang");
    const mobile = normalizeIdentifier(input.mobile);
    const email = ticket.email ?? placeholderEmail(ticket);
    const { holders, taken } = await registrationHolders(db, email, mobile, lang);
    if (Object.keys(taken).length > 0) return validationError(c, taken);
    const verdict = await codeAllowance(db, mobile, clientIp(c));
    if (!verdict.allowed) return tooManyRequests(c, verdict, "limits.codes");

    const unfinished = holders.filter((u) => !u.verifiedAt).map((u) => u.id);
    // The profile's rule for names (letters and spaces): whatever else the provider's name holds is dropped.
    const name = ticket.name.replace(/[^\p{L}\p{M}\s]/gu, " ").replace(/\s+/g, " ").trim();
    const user = await createUnverifiedSocialAccount(
      db,
      unfinished,
      {
        firstName: (name.split(/\s+/)[0] ?? "").slice(0, 19),
        fullName: name.slice(0, 64),
        email,
        mobile,
        // No password: this account signs in with its provider (a password can be set by a reset).
        passwordHash: "social",
        verifiedAt: null,
      },
      { provider: ticket.provider, subject: ticket.subject, email: ticket.email },
    );
    if (!user) return validationError(c, { mobile: [serverMessage(lang, "accounts.mobileTaken")] });
    return c.json(await sendMobileCode(deps, { purpose: "register", mobile, userId: user.id, lang }), 201);
  });

  app.openapi(socialLinkRoute, async (c) => {
    const input = c.req.valid("json");
    const ticket = ticketOf<LinkTicket>(c, "social-link", input.ticket);
    if (ticket instanceof Response) return ticket;
    const tries = await hitAll(db, [[OTP_LIMITS.verifyPerIp, clientIp(c)]]);
    if (!tries.allowed) return tooManyRequests(c, tries);
    const holder = await liveAccount(db, ticket.userId);
    if (!holder?.verifiedAt) return ticketExpired(c);
    const check = await verifyCode(deps, { recipient: holder.mobile, purpose: "social_link", code: input.code, key: input.key, ip: clientIp(c), lang: c.get("lang") });
    if (check.outcome === "limited") return codeGuessesLimited(c, check.verdict);
    if (check.outcome !== "ok" || check.row.userId !== holder.id) {
      const message = serverMessage(c.get("lang"), "otp.wrongCode");
      return validationError(c, { code: [message] }, message);
    }
    await linkSocialIdentity(db, holder.id, { provider: ticket.provider, subject: ticket.subject, email: ticket.email });
    return c.json(await signedIn(holder), 200);
  });

  return app;
}
