import { createApp } from "../../../backend/src/app";
import { type Config, loadConfig } from "../../../backend/src/config";
import type { Db } from "../../../backend/src/db/client";

export const TEST_CONFIG: Config = {
  ...loadConfig({ APP_ENV: "test" }),
  clientId: "test-client",
  clientSecret: "test-secret",
  tokenSecret: "test-token-secret",
};

export interface CallOptions {
  lang?: string;
  bu?: string;
  /** A bearer token; `null` sends none. Default: a fresh client-credentials token. */
  token?: string | null;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** The app mounted in-process: requests go through `app.request()`, no port involved. */
export function testClient(db: Db, config: Config = TEST_CONFIG) {
  const app = createApp(db, { config });
  let clientToken: string | undefined;

  async function token(): Promise<string> {
    if (clientToken) return clientToken;
    const res = await app.request("/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: "test-client", client_secret: "test-secret" }),
    });
    const json = (await res.json()) as { access_token: string };
    clientToken = json.access_token;
    return clientToken;
  }

  async function call<T = unknown>(path: string, o: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.lang) headers.lang = o.lang;
    if (o.bu) headers["BU-ID"] = o.bu;
    const bearer = o.token === undefined ? await token() : o.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(o.body);
    }
    const res = await app.request(path, { method: o.method ?? "GET", headers, body });
    const type = res.headers.get("content-type") ?? "";
    const parsed = type.includes("json") ? await res.json() : await res.text();
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return { app, call, token };
}

export type TestClient = ReturnType<typeof testClient>;

/** Percent-encodes each path segment (Arabic slugs as a browser sends them). */
export const enc = (segment: string) => encodeURIComponent(segment);
