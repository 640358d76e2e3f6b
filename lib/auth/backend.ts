import { z } from "zod";
import { appAccessToken, backendConfig, forgetAppAccessToken } from "@/lib/proxy/backend";

/**
 * The backend's user auth endpoints (SPEC §7): POST /api/auth/login, GET /api/auth/user,
 * POST /api/auth/logout. Server-only in practice: called from the next-auth route handler and
 * from server components, never from the browser.
 */

const TIMEOUT_MS = 8_000;

export const BackendUserSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  first_name: z.string().nullish(),
  full_name: z.string().nullish(),
  email: z.string().nullish(),
  mobile: z.string().nullish(),
});
export type BackendUser = z.infer<typeof BackendUserSchema>;

const LoginResponseSchema = z.object({
  token: z.string(),
  expires_in: z.number().nullish(),
  user: BackendUserSchema.nullish(),
});

/** Why a sign-in failed; the form turns each into a SPEC §8 message. */
export type SignInFailure = "wrong_password" | "invalid_identifier" | "server_error";

export class SignInError extends Error {
  constructor(readonly reason: SignInFailure) {
    super(reason);
    this.name = "SignInError";
  }
}

function headers(locale: string, bearer: string): Record<string, string> {
  return {
    accept: "application/json",
    "BU-ID": backendConfig().buId,
    lang: locale === "en" ? "en" : "ar",
    Authorization: `Bearer ${bearer}`,
  };
}

/**
 * The backend answers 422 with SPEC §8's own words ('wrong password', 'error in phone number or
 * email') or with field errors; anything else (401 for our app token, 5xx) is our problem.
 */
export function classifyLoginFailure(status: number, body: unknown): SignInFailure {
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

async function appTokenFetch(url: string, init: (token: string) => RequestInit): Promise<Response> {
  let response = await fetch(url, init(await appAccessToken()));
  if (response.status === 401) {
    // An expired application token reads like a failed login: renew it once and retry.
    const body = await response.clone().json().catch(() => null);
    if (z.object({ message: z.literal("Unauthenticated.") }).safeParse(body).success) {
      forgetAppAccessToken();
      response = await fetch(url, init(await appAccessToken()));
    }
  }
  return response;
}

export interface LoginResult {
  token: string;
  expiresAt: number;
}

export async function backendLogin(identifier: string, password: string, locale: string): Promise<LoginResult> {
  const { baseUrl } = backendConfig();
  let response: Response;
  try {
    response = await appTokenFetch(`${baseUrl}/api/auth/login`, (appToken) => ({
      method: "POST",
      headers: { ...headers(locale, appToken), "content-type": "application/json" },
      body: JSON.stringify({ email_or_phone: identifier, password }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    }));
  } catch {
    throw new SignInError("server_error");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new SignInError(classifyLoginFailure(response.status, body));
  const parsed = LoginResponseSchema.safeParse(body);
  if (!parsed.success) throw new SignInError("server_error");
  const lifetime = (parsed.data.expires_in ?? 86_400) * 1000;
  return { token: parsed.data.token, expiresAt: Date.now() + lifetime };
}

/** The signed-in user, or null when the backend no longer accepts the user token. */
export async function backendUser(userToken: string, locale: string): Promise<BackendUser | null> {
  const { baseUrl } = backendConfig();
  const response = await fetch(`${baseUrl}/api/auth/user`, {
    headers: headers(locale, userToken),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: "no-store",
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`GET /api/auth/user failed with ${response.status}`);
  const parsed = z.object({ user: BackendUserSchema }).safeParse(await response.json());
  if (!parsed.success) throw new Error("GET /api/auth/user answered an unexpected shape");
  return parsed.data.user;
}

/** SPEC §4: logout calls the endpoint and ignores failures. */
export async function backendLogout(userToken: string): Promise<void> {
  const { baseUrl } = backendConfig();
  await fetch(`${baseUrl}/api/auth/logout`, {
    method: "POST",
    headers: headers("ar", userToken),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: "no-store",
  }).catch(() => undefined);
}
