/**
 * Issue 39's backend figure: a doctor's slots and the doctor list (with next slots) at 50
 * connections, one backend process against two, both on the PostgreSQL database named by
 * BENCH_DATABASE_URL (a throwaway one: it is migrated and re-seeded). Each process is
 * `backend/src/server.ts` on its own port (BENCH_PORTS, default 4110,4111); with two, the load
 * tool spreads its connections over both ports, as a balancer in front would. Prints a table and
 * writes bench-results/api-processes.json.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench-api-processes.ts
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig, repoRoot } from "../backend/src/config";
import { openPostgres } from "../backend/src/db/client";
import { clearContent, seedDatabase } from "../backend/src/db/seed";
import { generateImages } from "../backend/src/images/generate";
import { appToken } from "./lib/bench-booking";
import { loadFromWorker } from "./lib/bench-load";
import { run, stop, waitForUrl } from "./lib/processes.mjs";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PORTS = (process.env.BENCH_PORTS ?? "4110,4111").split(",").map(Number);
/** The doctor bench-api.ts measures too: one Saudi branch, a full week. */
const DOCTOR = 5;
const SCENARIOS = [
  { name: "a doctor's free slots (7 days)", path: `/api/broker/doctors/${DOCTOR}/slots?days=7` },
  { name: "doctor list with next slots", path: "/api/broker/doctors?limit=12" },
];

interface Row {
  scenario: string;
  processes: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  req_per_s: number;
  requests: number;
  errors: number;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL must name a throwaway PostgreSQL database (it is migrated and re-seeded)");
  const { clientId, clientSecret } = loadConfig({ APP_ENV: "development" });
  const database = await openPostgres(url);
  const children: ChildProcess[] = [];
  try {
    await database.migrate();
    await clearContent(database.db);
    await seedDatabase(database.db);
    // Drawn once here, so the processes find the images and start without drawing them at once.
    await generateImages(path.join(repoRoot, "backend", "storage", "generated"));
    for (const port of PORTS.slice(0, 2)) {
      const env = { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: "127.0.0.1", API_CLIENT_ID: clientId, API_CLIENT_SECRET: clientSecret, APP_ENV: "development" };
      children.push(run(process.execPath, ["--import", "tsx", path.join(repoRoot, "backend/src/server.ts")], { env, name: `backend:${port}`, stdio: ["ignore", "ignore", "inherit"] }));
    }
    const bases = PORTS.slice(0, 2).map((p) => `http://127.0.0.1:${p}`);
    await Promise.all(bases.map((b, i) => waitForUrl(`${b}/health`, { timeoutMs: 180_000, child: children[i] })));
    // A token issued by one process is good at the other (both hold the same secret).
    const token = await appToken(bases[0]!, clientId, clientSecret);
    const headers = { authorization: `Bearer ${token}`, lang: "ar", "bu-id": "1" };

    const rows: Row[] = [];
    for (const s of SCENARIOS) {
      for (const targets of [bases.slice(0, 1), bases]) {
        for (const base of targets) {
          const check = await fetch(base + s.path, { headers });
          if (check.status !== 200) throw new Error(`${s.name} on ${base}: HTTP ${check.status}`);
        }
        // autocannon spreads its connections over several URLs (its README, lib/url.js); its
        // types still say one string.
        const urls = targets.map((b) => b + s.path) as unknown as string;
        // Warm-up: JIT, PostgreSQL's buffers, the processes' caches.
        await autocannon({ url: urls, connections: CONNECTIONS, duration: 2, headers });
        const r = await loadFromWorker({ url: urls, connections: CONNECTIONS, duration: DURATION_S, headers });
        rows.push({
          scenario: s.name,
          processes: targets.length,
          p50_ms: r.latency.p50,
          p99_ms: r.latency.p99,
          max_ms: r.latency.max,
          req_per_s: Math.round(r.requests.average),
          requests: r.requests.total,
          errors: r.errors + r.timeouts + r.non2xx,
        });
      }
    }
    console.table(rows);
    const out = path.join(repoRoot, "bench-results");
    mkdirSync(out, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      database: "PostgreSQL (BENCH_DATABASE_URL)",
      node: process.version,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model,
      load_average: os.loadavg().map((n) => Math.round(n * 100) / 100),
      rows,
    };
    writeFileSync(path.join(out, "api-processes.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`wrote ${path.join(out, "api-processes.json")}`);
  } finally {
    await Promise.all(children.map((c) => stop(c)));
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
