import { z } from "zod";
import type { PageConfigurationLike } from "./active-pages";
import type { RedirectEntry } from "./redirects";

/**
 * The proxy's own backend client. The proxy runs before React and outside lib/api, so it fetches
 * the two things it needs directly, with its own client-credentials token (SPEC §7), a short
 * timeout, and loose parsing: one odd entry must not cost the whole list.
 */

const TIMEOUT_MS = 2_500;
/** Names the caller in backend logs (and lets test hooks simulate an outage for the proxy only). */
const CLIENT_HEADER = { "x-client": "web-proxy" } as const;

export function backendConfig() {
  return {
    baseUrl: (process.env.API_BASE_URL || "http://localhost:4000").replace(/\/+$/, ""),
    clientId: process.env.API_CLIENT_ID ?? "",
    clientSecret: process.env.API_CLIENT_SECRET ?? "",
    buId: process.env.BU_ID || "1",
  };
}

const TokenSchema = z.object({ access_token: z.string(), expires_in: z.number().optional() });

let token: { value: string; expiresAt: number } | null = null;
let tokenRequest: Promise<string> | null = null;

async function fetchToken(): Promise<string> {
  const { baseUrl, clientId, clientSecret } = backendConfig();
  const body = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: clientSecret,
  });
  const response = await fetch(`${baseUrl}/oauth/token`, {
    method: "POST",
    headers: {
      ...CLIENT_HEADER,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`token request failed with ${response.status}`);
  const parsed = TokenSchema.parse(await response.json());
  const lifetimeMs = (parsed.expires_in ?? 3600) * 1000;
  token = { value: parsed.access_token, expiresAt: Date.now() + Math.max(lifetimeMs - 60_000, 30_000) };
  return parsed.access_token;
}

/** The application's client-credentials token (never a user's), cached until shortly before expiry. */
export function forgetAppAccessToken(): void {
  token = null;
}

export async function appAccessToken(): Promise<string> {
  if (token && token.expiresAt > Date.now()) return token.value;
  tokenRequest ??= fetchToken().finally(() => {
    tokenRequest = null;
  });
  return tokenRequest;
}

async function getJson(path: string): Promise<unknown> {
  const { baseUrl, buId } = backendConfig();
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: {
        ...CLIENT_HEADER,
        accept: "application/json",
        "BU-ID": buId,
        lang: "ar",
        Authorization: `Bearer ${await appAccessToken()}`,
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
    if (response.status === 401 && attempt === 0) {
      token = null;
      continue;
    }
    if (!response.ok) throw new Error(`GET ${path} failed with ${response.status}`);
    return response.json();
  }
  throw new Error(`GET ${path} unauthorized`);
}

const LooseEntry: z.ZodType<{ path?: string; children?: { path?: string }[] }> = z.lazy(() =>
  z.object({
    path: z.string().optional().catch(undefined),
    children: z.array(LooseEntry).optional().catch(undefined),
  }),
);
const LooseList = z.array(z.unknown()).catch([]).transform((items) =>
  items.flatMap((item) => {
    const parsed = LooseEntry.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);
const PageConfigurationSchema = z.object({
  data: z.object({ header: LooseList, footer: LooseList, webMore: LooseList }),
});

export async function fetchPageConfiguration(): Promise<PageConfigurationLike> {
  return PageConfigurationSchema.parse(await getJson("/api/page_configurations")).data;
}

const RedirectsSchema = z.object({
  data: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = z
        .object({ from: z.string(), to: z.string(), status: z.number().nullish() })
        .safeParse(item);
      return parsed.success ? [parsed.data as RedirectEntry] : [];
    }),
  ),
});

export async function fetchRedirects(): Promise<RedirectEntry[]> {
  return RedirectsSchema.parse(await getJson("/api/redirects")).data;
}
