// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Files whose first statement is "use server": every export is a server action. */
const actionFiles = ["app", "components", "lib", "stores"]
  .flatMap(sourceFiles)
  .filter((path) => /^\s*["']use server["']/.test(readFileSync(join(ROOT, path), "utf8")))
  .map((path) => relative(ROOT, join(ROOT, path)).split("\\").join("/"));

describe("server actions have one home per feature", () => {
  it("finds the actions at all", () => {
    expect(actionFiles.length).toBeGreaterThan(5);
  });

  it("keeps each in lib/<feature>/, named actions.ts or <part>-actions.ts", () => {
    expect(actionFiles.filter((path) => !/^lib\/[a-z-]+\/(?:[a-z-]+-)?actions\.ts$/.test(path))).toEqual([]);
  });
});
