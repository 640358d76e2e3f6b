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
import { loadConfig } from "../backend/src/config";
import { withBackendsOnPostgres } from "./lib/bench-backends";
import { appToken } from "./lib/bench-booking";
import { loadFigures, warmedLoad } from "./lib/bench-load";
import { writeBenchReport } from "./lib/bench-report";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PORTS = (process.env.BENCH_PORTS ?? "4110,4111").split(",").map(Number);
/** The doctor bench-api.ts measures too: one Saudi branch, a full week. */
const DOCTOR = 5;
const SCENARIOS = [
  { name: "a doctor's free slots (7 days)", path: `/api/broker/doctors/${DOCTOR}/slots?days=7` },
  { name: "doctor list with next slots", path: "/api/broker/doctors?limit=12" },
];

type Row = { scenario: string; processes: number } & ReturnType<typeof loadFigures>;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL must name a throwaway PostgreSQL database (it is migrated and re-seeded)");
  const { clientId, clientSecret } = loadConfig({ APP_ENV: "development" });
  const rows = await withBackendsOnPostgres(url, { ports: PORTS.slice(0, 2), clientId, clientSecret, appEnv: "development" }, async (bases) => {
    // A token issued by one process is good at the other (both hold the same secret).
    const token = await appToken(bases[0]!, clientId, clientSecret);
    const headers = { authorization: `Bearer ${token}`, lang: "ar", "bu-id": "1" };
    const measured: Row[] = [];
    for (const s of SCENARIOS) {
      for (const targets of [bases.slice(0, 1), bases]) {
        for (const base of targets) {
          const check = await fetch(base + s.path, { headers });
          if (check.status !== 200) throw new Error(`${s.name} on ${base}: HTTP ${check.status}`);
        }
        // autocannon spreads its connections over several URLs (its README, lib/url.js); its
        // types still say one string.
        const urls = targets.map((b) => b + s.path) as unknown as string;
        const r = await warmedLoad({ url: urls, connections: CONNECTIONS, duration: DURATION_S, headers });
        measured.push({ scenario: s.name, processes: targets.length, ...loadFigures(r) });
      }
    }
    return measured;
  });
  console.table(rows);
  writeBenchReport("api-processes.json", { connections: CONNECTIONS, duration_s: DURATION_S, database: "PostgreSQL (BENCH_DATABASE_URL)" }, { rows });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
