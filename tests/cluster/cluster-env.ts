import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/*
 * Where the cluster started by `node scripts/test.mjs cluster` lives (scripts/lib/cluster.mjs):
 * the front (nginx), each site instance and each backend process directly, its database, and the
 * process groups a test may stop.
 */

const list = (value: string | undefined) => (value ?? "").split(",").filter(Boolean);

export const FRONT = process.env.CLUSTER_FRONT_URL ?? "http://localhost:8080";
export const SITES = list(process.env.CLUSTER_SITE_URLS);
export const BACKENDS = list(process.env.CLUSTER_BACKEND_URLS);
export const [SITE_A = "", SITE_B = ""] = SITES;
export const [BACKEND_1 = "", BACKEND_2 = ""] = BACKENDS;

/**
 * The process group of a site instance or a backend process, by its index: the one running now, as
 * the cluster's supervision records it in pids.json at each start.
 */
export function processGroup(kind: "sites" | "backends", index: number): number {
  const pids = JSON.parse(readFileSync(path.join(process.env.CLUSTER_RUN_DIR ?? "", "pids.json"), "utf8")) as Record<string, number[]>;
  const pid = pids[kind]?.[index];
  if (!pid) throw new Error(`no ${kind}[${index}] in pids.json`);
  return pid;
}

export async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.CLUSTER_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function appToken(backend: string): Promise<string> {
  const res = await fetch(`${backend}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: process.env.API_CLIENT_ID ?? "", client_secret: process.env.API_CLIENT_SECRET ?? "" }),
  });
  if (res.status !== 200) throw new Error(`token from ${backend}: HTTP ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A doctor of the main hospital with free times, by index (each test takes its own). */
export async function doctorWithTimes(index: number): Promise<{ id: number; slug_en: string; name: string }> {
  const token = await appToken(BACKEND_1);
  const res = await fetch(`${BACKEND_1}/api/broker/doctors?entity_id=1&limit=50`, { headers: { authorization: `Bearer ${token}`, lang: "en" } });
  const list = ((await res.json()) as { data: Array<{ id: number; slug_en: string; name: string; next_slots: unknown[] }> }).data.filter((d) => d.next_slots.length > 0);
  const doctor = list[index % list.length];
  if (!doctor) throw new Error("no doctor with free times");
  return doctor;
}

/** Cookies of a `fetch` answer as one Cookie header (name=value pairs only). */
export function cookieHeader(res: Response, previous = ""): string {
  const jar = new Map(previous.split("; ").filter(Boolean).map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/=$/.test(pair) || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** Signs the demo patient in through `site` (next-auth's credentials flow); returns the cookies. */
export async function signInAt(site: string, patient = { email: "patient@example.com", password: "Patient#2026" }): Promise<string> {
  const csrfRes = await fetch(`${site}/api/auth/csrf`);
  let cookies = cookieHeader(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${site}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies },
    body: new URLSearchParams({ csrfToken, identifier: patient.email, password: patient.password, json: "true", callbackUrl: `${FRONT}/en/profile` }),
  });
  cookies = cookieHeader(res, cookies);
  if (!/next-auth\.session-token/.test(cookies)) throw new Error(`sign-in at ${site} set no session (HTTP ${res.status})`);
  return cookies;
}
