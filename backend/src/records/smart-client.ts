import type { KeyObject } from "node:crypto";
import { clientAssertion } from "./client-assertion";
import type { Bundle, Resource } from "./fhir";

/**
 * HTTP to a FHIR R4 server as a SMART Backend Services client: a client-credentials token got
 * with a signed client assertion and kept until shortly before it expires, `Accept:
 * application/fhir+json`, searches followed through `Bundle.link[next]`. The token and every
 * next link stay on the server's own origin: a link elsewhere is not followed.
 */

export interface SmartClientOptions {
  baseUrl: string;
  /** Unset: read from `{base}/.well-known/smart-configuration`. */
  tokenUrl?: string;
  clientId: string;
  key: KeyObject;
  kid: string;
  scope: string;
  timeoutMs: number;
}

/** The FHIR server did not answer, refused our credentials, or broke its contract. */
export class RecordsUnavailable extends Error {}

/** Most pages one search follows: a year of one patient's records fits many times over. */
export const MAX_SEARCH_PAGES = 25;
/** A token this close to its expiry is renewed rather than used. */
const EXPIRY_MARGIN_MS = 30_000;

export interface SearchResult<T> {
  resources: T[];
  /** True when a later page failed: `resources` is what the earlier pages held. */
  partial: boolean;
}

export function smartClient(o: SmartClientOptions) {
  const origin = new URL(o.baseUrl).origin;
  let token: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const signal = () => AbortSignal.timeout(o.timeoutMs);

  async function tokenEndpoint(): Promise<string> {
    if (o.tokenUrl) return o.tokenUrl;
    const res = await fetch(`${o.baseUrl}/.well-known/smart-configuration`, { headers: { accept: "application/json" }, signal: signal() });
    const body = (await res.json().catch(() => null)) as { token_endpoint?: unknown } | null;
    if (!res.ok || typeof body?.token_endpoint !== "string") throw new RecordsUnavailable(`no token endpoint in the SMART configuration (${res.status})`);
    o.tokenUrl = body.token_endpoint;
    return o.tokenUrl;
  }

  async function fetchToken(): Promise<string> {
    const url = await tokenEndpoint();
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        scope: o.scope,
        client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        client_assertion: clientAssertion({ clientId: o.clientId, tokenUrl: url, key: o.key, kid: o.kid }),
      }),
      signal: signal(),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!res.ok || typeof body?.access_token !== "string") throw new RecordsUnavailable(`the token endpoint answered ${res.status}`);
    const seconds = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : 300;
    token = { value: body.access_token, expiresAt: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS };
    return token.value;
  }

  /** The cached token, or a new one; concurrent callers share one request. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    pending ??= fetchToken().finally(() => (pending = undefined));
    return pending;
  }

  async function get(url: string, accept = "application/fhir+json", retried = false): Promise<Response> {
    if (new URL(url).origin !== origin) throw new RecordsUnavailable("the server pointed outside its own origin");
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept, authorization: `Bearer ${await accessToken()}` }, signal: signal() });
    } catch (err) {
      if (err instanceof RecordsUnavailable) throw err;
      throw new RecordsUnavailable(`the FHIR server did not answer (${err instanceof Error ? err.name : "error"})`);
    }
    // A token revoked or expired early: one fresh token, one more try.
    if (res.status === 401 && !retried) {
      token = undefined;
      await res.body?.cancel();
      return get(url, accept, true);
    }
    return res;
  }

  async function readJson<T>(url: string): Promise<T | null> {
    const res = await get(url);
    if (res.status === 404 || res.status === 410) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new RecordsUnavailable(`the FHIR server answered ${res.status}`);
    }
    try {
      return (await res.json()) as T;
    } catch {
      throw new RecordsUnavailable("the FHIR server answered no JSON");
    }
  }

  /** `GET [base]/[type]?params`, every page through `link[next]`; only the search's own matches (`search.mode` match). */
  async function search<T extends Resource>(type: T["resourceType"], params: Record<string, string>): Promise<SearchResult<T>> {
    let url: string | undefined = `${o.baseUrl}/${type}?${new URLSearchParams(params)}`;
    const resources: T[] = [];
    for (let page = 0; url && page < MAX_SEARCH_PAGES; page++) {
      let bundle: Bundle<T> | null;
      try {
        bundle = await readJson<Bundle<T>>(url);
      } catch (err) {
        // What the earlier pages held is still the patient's: shown, with a retry.
        if (page > 0) return { resources, partial: true };
        throw err;
      }
      if (bundle?.resourceType !== "Bundle") {
        if (page > 0) return { resources, partial: true };
        throw new RecordsUnavailable(`a search of ${type} answered no Bundle`);
      }
      for (const entry of bundle.entry ?? []) {
        if (entry.resource?.resourceType === type && (entry.search?.mode ?? "match") === "match") resources.push(entry.resource);
      }
      url = bundle.link?.find((l) => l.relation === "next")?.url;
    }
    return { resources, partial: Boolean(url) };
  }

  const read = <T extends Resource>(type: T["resourceType"], id: string) => readJson<T>(`${o.baseUrl}/${type}/${encodeURIComponent(id)}`);

  /** An attachment's bytes (a Binary's URL on this server, or relative to it), as the server streams them. */
  async function attachment(url: string, accept: string): Promise<Response> {
    const absolute = new URL(url, `${o.baseUrl}/`).toString();
    const res = await get(absolute, accept);
    if (!res.ok) {
      await res.body?.cancel();
      throw new RecordsUnavailable(`the attachment answered ${res.status}`);
    }
    return res;
  }

  return { search, read, attachment, accessToken };
}

export type SmartClient = ReturnType<typeof smartClient>;
