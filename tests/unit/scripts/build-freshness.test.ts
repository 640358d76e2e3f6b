// @vitest-environment node
import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsFresh, markBuildComplete } from "../../../scripts/lib/build.mjs";

// buildIsFresh reads dist folders relative to the project root, as `npm start` names them.
const root = path.resolve(__dirname, "../../..");
const distDir = `.next-freshness-test-${process.pid}`;
const dist = path.join(root, distDir);

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("npm start's build freshness", () => {
  it("does not trust a build that stopped after writing BUILD_ID", () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, "BUILD_ID"), "half-built");
    expect(buildIsFresh(distDir)).toBe(false);
  });

  it("trusts a completed build until a source is newer than it", () => {
    mkdirSync(dist, { recursive: true });
    markBuildComplete(distDir);
    expect(buildIsFresh(distDir)).toBe(true);

    const longAgo = new Date("2020-01-01T00:00:00Z");
    utimesSync(path.join(dist, "build-complete"), longAgo, longAgo);
    expect(buildIsFresh(distDir)).toBe(false);
  });

  it("rebuilds when there is no build at all", () => {
    expect(buildIsFresh(distDir)).toBe(false);
  });
});
