import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import config from "../../backend/drizzle.config";

/**
 * `drizzle-kit generate` writes the next migration by diffing the schema files against the last
 * snapshot in `meta/`. A migration added without its snapshot, or a schema change without its
 * migration, makes the next generated migration wrong (it repeats or misses changes), so both are
 * checked here without running the CLI or writing anything. What drizzle cannot declare (CHECK and
 * exclusion constraints, written by hand into the SQL) is in neither side and is not compared.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const outFolder = path.resolve(root, config.out ?? "drizzle");
const metaFolder = path.join(outFolder, "meta");
const EMPTY_PARENT = "00000000-0000-0000-0000-000000000000";
const HOW_TO = "add a migration with `npx drizzle-kit generate --config backend/drizzle.config.ts` (README)";

interface JournalEntry {
  idx: number;
  tag: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

const journal = readJson<{ entries: JournalEntry[] }>(path.join(metaFolder, "_journal.json"));
// drizzle-kit names a snapshot after its migration's number and takes the last one by name as the base.
const snapshotFile = (entry: JournalEntry) => `${entry.tag.split("_")[0]}_snapshot.json`;
const snapshotFiles = readdirSync(metaFolder)
  .filter((name) => !name.startsWith("_"))
  .sort();

async function currentSchema(): Promise<DrizzleSnapshotJSON> {
  const files = Array.isArray(config.schema) ? config.schema : [config.schema ?? ""];
  const exports: Record<string, unknown> = {};
  for (const file of files) Object.assign(exports, await import(path.resolve(root, file)));
  return generateDrizzleJson(exports);
}

describe("migrations", () => {
  it("have one snapshot each, chained in the journal's order", () => {
    expect(snapshotFiles, `every migration needs its snapshot: ${HOW_TO}`).toEqual(journal.entries.map(snapshotFile));
    let parent = EMPTY_PARENT;
    for (const entry of journal.entries) {
      expect(existsSync(path.join(outFolder, `${entry.tag}.sql`)), `${entry.tag}.sql`).toBe(true);
      const snapshot = readJson<{ id: string; prevId: string }>(path.join(metaFolder, snapshotFile(entry)));
      expect(snapshot.prevId, `${snapshotFile(entry)} follows the previous migration's snapshot`).toBe(parent);
      parent = snapshot.id;
    }
  });

  it("describe the schema files: drizzle-kit generate has nothing to add", async () => {
    const last = snapshotFiles.at(-1);
    expect(last, "meta/ has no snapshot").toBeDefined();
    const base = readJson<DrizzleSnapshotJSON>(path.join(metaFolder, last as string));
    // A change drizzle-kit cannot tell from a rename (a column gone, another added) makes it ask on
    // a terminal, which it cannot here: that is drift as well.
    const statements = await generateMigration(base, await currentSchema()).catch((err: unknown) => [
      `drizzle-kit needs an answer (${err instanceof Error ? err.message : String(err)})`,
    ]);
    expect(statements, `the schema files differ from ${last}: ${HOW_TO}`).toEqual([]);
  });
});
