import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../backend/src/config";
import { openPglite, queryRows } from "../../backend/src/db/client";
import { DEMO_PATIENT } from "../../backend/src/db/seed";

/*
 * A production backend started on an empty database creates the schema and the content a site
 * renders, never an account: the demo patient's published password and ID would open a real site.
 * The process is started as an operator starts it, and signed in to as anyone would try.
 */
const dir = mkdtempSync(path.join(tmpdir(), "production-seed-"));
const CLIENT = { id: "hospital-site", secret: "a-long-random-deployment-secret" };
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

/** `backend/src/server.ts` as a production deployment runs it, on an empty PGlite database; resolves once it listens. */
async function startProduction(): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const env = {
    NODE_ENV: "production" as const,
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    APP_ENV: "production",
    API_CLIENT_ID: CLIENT.id,
    API_CLIENT_SECRET: CLIENT.secret,
    ENV_FILE: path.join(dir, "absent.env"),
    DATA_DIR: path.join(dir, "pglite"),
    STORAGE_DIR: path.join(dir, "storage"),
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  const started = spawn(process.execPath, ["--import", "tsx", "backend/src/server.ts"], { cwd: repoRoot, env });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("backend listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    started.stdout.on("data", read);
    started.stderr.on("data", read);
    started.on("exit", (code) => reject(new Error(`backend exited (${code}):\n${output}`)));
  });
  return { base: `http://127.0.0.1:${port}`, process: started };
}

async function post(url: string, body: unknown, token: string) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("a production backend on an empty database", () => {
  it("creates the content a site renders and no account: the demo patient cannot sign in", { timeout: 150_000 }, async () => {
    const backend = await startProduction();
    child = backend.process;
    const tokenReply = await fetch(`${backend.base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }),
    });
    expect(tokenReply.status).toBe(200);
    const { access_token: token } = (await tokenReply.json()) as { access_token: string };

    const signIn = await post(`${backend.base}/api/auth/login`, { email_or_phone: DEMO_PATIENT.email, password: DEMO_PATIENT.password }, token);
    expect(signIn.status).not.toBe(200);
    expect(signIn.body.token).toBeUndefined();
    for (const identifier of [DEMO_PATIENT.nationalId, DEMO_PATIENT.medicalRecordNumber]) {
      const record = await post(`${backend.base}/api/phr/login`, { identifier, password: DEMO_PATIENT.password }, token);
      expect(record.status, identifier).not.toBe(200);
      expect(record.body.access_token, identifier).toBeUndefined();
    }
    // The site has what it renders: settings, doctors and their free times.
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${backend.base}/api/settings/Site/general`, { headers })).status).toBe(200);
    const slots = await fetch(`${backend.base}/api/broker/doctors/1/slots?days=14`, { headers });
    expect(slots.status).toBe(200);
    expect(((await slots.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

    // Stopped, its database holds no account and nothing booked or paid.
    const exited = new Promise((resolve) => backend.process.on("exit", resolve));
    backend.process.kill("SIGTERM");
    await exited;
    child = undefined;
    const database = await openPglite(path.join(dir, "pglite"));
    try {
      const count = async (table: string) => (await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;
      expect(await count("users")).toBe(0);
      expect(await count("booking_reservations")).toBe(0);
      expect(await count("booking_appointments")).toBe(0);
      expect(await count("payments")).toBe(0);
      expect(await count("doctors")).toBeGreaterThan(0);
      expect(await count("doctor_schedules")).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
