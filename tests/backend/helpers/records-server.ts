import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../../backend/src/app";
import type { Config } from "../../../backend/src/config";
import type { Db } from "../../../backend/src/db/client";
import { TEST_CONFIG } from "./client";

/**
 * The backend on a loopback port, its health record reading the FHIR sandbox it mounts itself,
 * over HTTP, as a deployment without a HIS does outside production. Requests go over HTTP too.
 */
export async function recordsServer(db: Db) {
  const served: { app?: ReturnType<typeof createApp> } = {};
  const server: ServerType = serve({ fetch: (request) => served.app!.fetch(request), port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: Config = { ...TEST_CONFIG, records: { ...TEST_CONFIG.records, baseUrl: `${base}/sandbox/fhir`, timeoutMs: 10_000 } };
  served.app = createApp(db, { config });
  let clientToken: string | undefined;

  async function token(): Promise<string> {
    if (clientToken) return clientToken;
    const res = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: config.clientId, client_secret: config.clientSecret }),
    });
    clientToken = ((await res.json()) as { access_token: string }).access_token;
    return clientToken;
  }

  /** A request over HTTP; `token` null sends none, undefined a client token. */
  async function call(path: string, o: { token?: string | null; method?: string; body?: unknown; lang?: string; ip?: string } = {}) {
    const headers: Record<string, string> = { "x-forwarded-for": o.ip ?? "198.18.0.1" };
    const bearer = o.token === undefined ? await token() : o.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (o.lang) headers.lang = o.lang;
    if (o.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${path}`, { method: o.method ?? "GET", headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    const type = res.headers.get("content-type") ?? "";
    const body: unknown = type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body };
  }

  /** The development outbox's messages to `to`, newest first. */
  const outbox = async (to: string) => ((await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: null })).body as { data: Array<{ body: string }> }).data;

  const close = () => new Promise((resolve) => server.close(resolve));
  return { base, config, call, token, outbox, close };
}

/** One records server for a test file, on the file's database (`seededDatabasePerFile`). */
export function recordsServerPerFile(db: () => Db): () => RecordsServer {
  let server: RecordsServer | undefined;
  beforeAll(async () => {
    server = await recordsServer(db());
  }, 60_000);
  afterAll(() => server?.close());
  return () => server!;
}

export type RecordsServer = Awaited<ReturnType<typeof recordsServer>>;
