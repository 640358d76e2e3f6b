/**
 * `npm run bench:api`: latency and throughput of three representative reads on a fresh embedded
 * database, served in-process on a free port. 50 connections, ~10 s per scenario (issue 3 goal:
 * p99 ≤ 30 ms). Prints a table and writes bench-results/api.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createApp } from "../backend/src/app";
import { loadConfig, repoRoot } from "../backend/src/config";
import { openPglite } from "../backend/src/db/client";
import { seedDatabase } from "../backend/src/db/seed";
import { paymentNotificationRow } from "./lib/bench-payment-notifications";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface Row {
  mode: string;
  scenario: string;
  path: string;
  items: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  req_per_s: number;
  requests: number;
  errors: number;
}

/** Serves `app` on a free loopback port and runs the three scenarios against it. */
async function runScenarios(mode: string, app: ReturnType<typeof createApp>, clientId: string, clientSecret: string) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const tokenRes = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}`, lang: "ar", "bu-id": "1" };
    const firstPost = (await (await fetch(`${base}/api/posts?limit=1`, { headers })).json()) as { data: Array<{ slug_ar: string }> };
    const scenarios = [
      { name: "doctor search (3 filters)", path: "/api/broker/doctors?speciality_id=14&branch_id=7&gender_id=2" },
      { name: "offers sorted by price", path: "/api/offers?sort_key=price&sort_type=asc" },
      { name: "post detail", path: `/api/post/${encodeURIComponent(firstPost.data[0]?.slug_ar ?? "")}` },
    ];
    const rows: Row[] = [];
    for (const s of scenarios) {
      const check = await fetch(base + s.path, { headers });
      const body = (await check.json()) as { meta?: { total: number } };
      if (check.status !== 200) throw new Error(`${s.name}: HTTP ${check.status}`);
      // Warm-up: JIT and PGlite's caches, so the measured run is steady state.
      await autocannon({ url: base + s.path, connections: CONNECTIONS, duration: 2, headers });
      const r = await autocannon({ url: base + s.path, connections: CONNECTIONS, duration: DURATION_S, headers });
      rows.push({
        mode,
        scenario: s.name,
        path: s.path,
        items: body.meta?.total ?? 1,
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        max_ms: r.latency.max,
        req_per_s: Math.round(r.requests.average),
        requests: r.requests.total,
        errors: r.errors + r.timeouts + r.non2xx,
      });
    }
    return rows;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
  const database = await openPglite(path.join(dir, "db"));
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const base = { ...loadConfig({}), storageDir: path.join(dir, "storage") };
    // The default (identical concurrent requests share one answer, nothing is reused after it),
    // then RESPONSE_CACHE_MS=5000 (answers reused for 5 s), so both are on record.
    const modes: Array<[string, number]> = [
      ["default (coalescing)", base.responseCacheMs],
      ["RESPONSE_CACHE_MS=5000", 5000],
    ];
    const results: Row[] = [];
    for (const [mode, responseCacheMs] of modes) {
      const app = createApp(database.db, { config: { ...base, responseCacheMs } });
      results.push(...(await runScenarios(mode, app, base.clientId, base.clientSecret)));
    }
    // Issue 19: a provider's notification replayed under load changes the payment once (p99 ≤ 50 ms).
    results.push(await paymentNotificationRow(createApp(database.db, { config: base }), database.db, base, CONNECTIONS, DURATION_S));

    console.table(results.map((r) => ({ mode: r.mode, scenario: r.scenario, items: r.items, p50_ms: r.p50_ms, p99_ms: r.p99_ms, req_per_s: r.req_per_s, errors: r.errors })));
    const out = path.join(repoRoot, "bench-results");
    mkdirSync(out, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      database: "pglite (embedded)",
      node: process.version,
      cpus: os.cpus().length,
      // Other work on the machine skews latency; the load average says how busy it was.
      load_average: os.loadavg().map((n) => Math.round(n * 100) / 100),
      results,
    };
    writeFileSync(path.join(out, "api.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`wrote ${path.join(out, "api.json")}`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
