import "server-only";
import { apiWrite } from "@/lib/api/write";
import { MessageSchema } from "@/lib/contract/common";
import { PhrTokenResponseSchema, type PhrTokenResponse } from "@/lib/contract/phr";
import { localeOrDefault } from "@/lib/i18n/routing";
import { SignInError, signInError } from "./backend";

/**
 * The backend's health-record (PHR) endpoints (SPEC §7's second login strategy) through the
 * site's one write client: POST /api/phr/login, /refresh and /logout. Server only: the tokens
 * live in the encrypted session cookie.
 */

export interface PhrTokens {
  accessToken: string;
  /** ms since epoch */
  accessExpiresAt: number;
  /** Seconds the access token was issued for. */
  accessLifetime: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

const toTokens = (data: PhrTokenResponse, now = Date.now()): PhrTokens => ({
  accessToken: data.access_token,
  accessExpiresAt: now + data.expires_in * 1000,
  accessLifetime: data.expires_in,
  refreshToken: data.refresh_token,
  refreshExpiresAt: now + data.refresh_expires_in * 1000,
});


export async function phrLogin(identifier: string, password: string, locale: string, clientIp?: string): Promise<PhrTokens> {
  const result = await apiWrite({
    method: "POST",
    path: "/api/phr/login",
    locale: localeOrDefault(locale),
    body: { identifier, password },
    clientIp,
    schema: PhrTokenResponseSchema,
  }).catch(() => null);
  if (!result) throw new SignInError("server_error");
  if (result.ok) return toTokens(result.data);
  throw signInError(result);
}

/** Thrown when the refresh token is gone: the session must end. */
export class PhrSessionEnded extends Error {
  constructor() {
    super("The health-record session ended");
    this.name = "PhrSessionEnded";
  }
}

/**
 * Spends the refresh token for a new pair. Throws PhrSessionEnded when the backend refuses it
 * (expired, spent, revoked); any other failure (the backend unreachable, or 409: another request
 * of this browser renewed the session a moment ago) returns null so the session is kept.
 */
export async function phrRefresh(refreshToken: string, clientIp?: string): Promise<PhrTokens | null> {
  const result = await apiWrite({
    method: "POST",
    path: "/api/phr/refresh",
    locale: "ar",
    body: { refresh_token: refreshToken },
    clientIp,
    schema: PhrTokenResponseSchema,
  }).catch(() => null);
  if (!result) return null;
  if (result.ok) return toTokens(result.data);
  if (result.status === 401 || result.status === 422) throw new PhrSessionEnded();
  return null;
}

/** Sign-out of a health-record session: failures ignored (SPEC §4). */
export async function phrLogout(refreshToken: string): Promise<void> {
  await apiWrite({ method: "POST", path: "/api/phr/logout", locale: "ar", body: { refresh_token: refreshToken }, schema: MessageSchema }).catch(
    () => undefined,
  );
}
