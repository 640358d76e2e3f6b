import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { repoRoot } from "../../backend/src/config";
import { type Db, openPostgres } from "../../backend/src/db/client";
import { scryptCost } from "../../backend/src/auth/password";
import { clearContent, seedDatabase } from "../../backend/src/db/seed";
import { generateImages } from "../../backend/src/images/generate";
import { run, stop, waitForUrl } from "./processes.mjs";

/**
 * Backend processes (`backend/src/server.ts`, one a port) sharing the PostgreSQL database `url`, a
 * throwaway one: it is migrated and re-seeded first. `measure` runs once every process answers, with
 * their base URLs; the processes stop and the database closes afterwards, whatever happened.
 */
export async function withBackendsOnPostgres<T>(
  url: string,
  o: { ports: number[]; clientId: string; clientSecret: string; appEnv: "development" | "test" },
  measure: (bases: string[], db: Db) => Promise<T>,
): Promise<T> {
  const database = await openPostgres(url);
  const children: ChildProcess[] = [];
  try {
    await database.migrate();
    await clearContent(database.db);
    await seedDatabase(database.db, { demo: true, passwordCost: scryptCost(o.appEnv) });
    // Drawn once here, so the processes find the images and start without drawing them at once.
    await generateImages(path.join(repoRoot, "backend", "storage", "generated"));
    for (const port of o.ports) {
      const env = {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: "127.0.0.1",
        API_CLIENT_ID: o.clientId,
        API_CLIENT_SECRET: o.clientSecret,
        APP_ENV: o.appEnv,
      };
      children.push(run(process.execPath, ["--import", "tsx", path.join(repoRoot, "backend/src/server.ts")], { env, name: `backend:${port}`, stdio: ["ignore", "ignore", "inherit"] }));
    }
    const bases = o.ports.map((p) => `http://127.0.0.1:${p}`);
    await Promise.all(bases.map((b, i) => waitForUrl(`${b}/health`, { timeoutMs: 180_000, child: children[i] })));
    return await measure(bases, database.db);
  } finally {
    await Promise.all(children.map((c) => stop(c)));
    await database.close();
  }
}
