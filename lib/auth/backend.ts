import "server-only";
import { z } from "zod";
import { apiGetUncached } from "@/lib/api/client";
import { isApiError } from "@/lib/api/errors";
import { apiWrite } from "@/lib/api/write";
import { LoginResponseSchema, UserResponseSchema, type User } from "@/lib/contract/auth";
import { localeOrDefault } from "@/lib/i18n/routing";

/**
 * The backend's user auth endpoints (SPEC §7) through the site's one client: POST
 * /api/auth/login, GET /api/auth/user, POST /api/auth/logout. Called from the next-auth route
 * handler and server components only.
 */

export type BackendUser = User;

/** The user as the site's session and pages name them; one mapping for every sign-in path. */
export function toSignedInUser(user: BackendUser) {
  return {
    id: String(user.id),
    name: user.full_name || user.first_name || "",
    firstName: user.first_name || user.full_name || "",
    email: user.email ?? "",
    mobile: user.mobile ?? "",
  };
}

/** Why a sign-in failed; the form turns each into a SPEC §8 message. */
export type SignInFailure = "wrong_password" | "invalid_identifier" | "rate_limited" | "server_error";

export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    /** Seconds until a locked account may try again (rate_limited only). */
    readonly retryAfter?: number,
  ) {
    // next-auth hands `message` to the browser as `error`: it carries the reason and the wait.
    super(retryAfter ? `${reason}:${retryAfter}` : reason);
    this.name = "SignInError";
  }
}


/**
 * The backend answers 422 with SPEC §8's own words ('wrong password', 'error in phone number or
 * email') or with field errors, 429 when the account or IP is locked; anything else (401 for our
 * app token, 5xx) is our problem.
 */
export function classifyLoginFailure(status: number, body: unknown): SignInFailure {
  if (status === 429) return "rate_limited";
  if (status !== 422 && status !== 404) return "server_error";
  const parsed = z
    .object({ message: z.string().optional(), errors: z.record(z.string(), z.unknown()).optional() })
    .safeParse(body);
  const fields = parsed.success ? Object.keys(parsed.data.errors ?? {}) : [];
  const message = parsed.success ? (parsed.data.message ?? "").toLowerCase() : "";
  if (/password/.test(message) || fields.some((key) => /password/i.test(key))) return "wrong_password";
  if (/phone|email|identifier|not found/.test(message) || fields.length > 0) return "invalid_identifier";
  return "server_error";
}

export interface LoginResult {
  token: string;
  expiresAt: number;
}

export async function backendLogin(
  identifier: string,
  password: string,
  locale: string,
  clientIp?: string,
): Promise<LoginResult> {
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/login",
    locale: localeOrDefault(locale),
    body: { email_or_phone: identifier, password },
    clientIp,
    schema: LoginResponseSchema,
  }).catch(() => null);
  if (!result) throw new SignInError("server_error");
  if (!result.ok) {
    const reason =
      result.kind === "rate_limited"
        ? "rate_limited"
        : classifyLoginFailure(result.status, {
            message: result.message,
            errors: result.kind === "fields" ? result.fieldErrors : undefined,
          });
    throw new SignInError(reason, result.kind === "rate_limited" ? result.retryAfter : undefined);
  }
  return { token: result.data.token, expiresAt: Date.now() + result.data.expires_in * 1000 };
}

/** The signed-in user, or null when the backend no longer accepts the user token. */
export async function backendUser(userToken: string, locale: string): Promise<BackendUser | null> {
  try {
    const body = await apiGetUncached("/api/auth/user", {
      locale: localeOrDefault(locale),
      userToken,
      schema: UserResponseSchema,
    });
    return body.user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** The backend no longer accepts the session's user token (signed out, possibly from a copied cookie). */
export class SessionRevoked extends Error {
  constructor() {
    super("session token revoked");
    this.name = "SessionRevoked";
  }
}

/**
 * Whether the backend still accepts `userToken`; only its refusal says no. Unreachable, it is
 * taken as live: pages check the token again where they read data (lib/auth/session.ts).
 */
export async function isBackendTokenLive(userToken: string): Promise<boolean> {
  return backendUser(userToken, "ar").then(
    (user) => user !== null,
    () => true,
  );
}

/** SPEC §4: logout calls the endpoint and ignores failures. */
export async function backendLogout(userToken: string): Promise<void> {
  await apiWrite({ method: "POST", path: "/api/auth/logout", locale: "ar", userToken }).catch(() => undefined);
}
