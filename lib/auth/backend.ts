import "server-only";
import { apiGetUncached } from "@/lib/api/client";
import { isApiError } from "@/lib/api/errors";
import { apiWrite, type WriteResult } from "@/lib/api/write";
import { LoginResponseSchema, SIGN_IN_REFUSALS, UserResponseSchema, type User } from "@/lib/contract/auth";
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
 * A refused password sign-in (POST /api/auth/login or /api/phr/login) as the form's reason: by
 * the backend's `code` (SIGN_IN_REFUSALS), or by which field a 422's field errors name; 429 when
 * the account or IP is locked. Anything else (401 for our app token, 5xx, a 422 without either)
 * is our problem.
 */
export function classifyLoginFailure(result: Exclude<WriteResult<unknown>, { ok: true }>): SignInFailure {
  if (result.kind === "rate_limited") return "rate_limited";
  if (result.status !== 422) return "server_error";
  if (result.kind === "fields") return Object.keys(result.fieldErrors).some((field) => field === "password") ? "wrong_password" : "invalid_identifier";
  const refusal = SIGN_IN_REFUSALS.find((code) => code === result.code);
  if (refusal === "wrong_password") return "wrong_password";
  if (refusal === "unknown_account") return "invalid_identifier";
  return "server_error";
}

/** The form's reason for a refused sign-in, with the wait of a locked one. */
export const signInError = (result: Exclude<WriteResult<unknown>, { ok: true }>) =>
  new SignInError(classifyLoginFailure(result), result.kind === "rate_limited" ? result.retryAfter : undefined);

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
  if (!result.ok) throw signInError(result);
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
