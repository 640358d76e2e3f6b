// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
const projectNode = realpathSync(path.join(root, "node_modules/.bin/node"));
const pinned = JSON.parse(readFileSync(path.join(root, "node_modules/node/package.json"), "utf8")) as { version: string };
// The machine's own Node (Debian's), which a shell's `node scripts/….mjs` starts on.
const machineNode = ["/usr/bin/node", "/usr/local/bin/node"].find((p) => existsSync(p) && realpathSync(p) !== projectNode);

describe("the project's Node runtime", () => {
  it("runs the tests on the Node that package.json's node dependency installs, the current LTS", () => {
    expect(realpathSync(process.execPath)).toBe(projectNode);
    expect(process.version).toBe(`v${pinned.version}`);
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });

  it.skipIf(!machineNode)("runs a script started on the machine's own Node again on the project's, with node_modules/.bin first on PATH", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "node-runtime-"));
    try {
      const script = path.join(dir, "probe.mjs");
      const runtime = pathToFileURL(path.join(root, "scripts/lib/node-runtime.mjs")).href;
      writeFileSync(script, `import ${JSON.stringify(runtime)};\nconsole.log(JSON.stringify({ version: process.version, path: process.env.PATH }));\nprocess.exit(7);\n`);
      const result = spawnSync(machineNode!, [script], { encoding: "utf8", env: { ...process.env, PATH: "/usr/bin:/bin" } });
      expect(result.status).toBe(7);
      const seen = JSON.parse(result.stdout) as { version: string; path: string };
      expect(seen.version).toBe(`v${pinned.version}`);
      expect(seen.path.split(path.delimiter)[0]).toBe(path.join(root, "node_modules/.bin"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
