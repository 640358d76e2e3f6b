import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit files that replace a module or a global (`vi.mock`, `vi.stubGlobal`, in the file or in a
 * helper it imports): a module loaded while one is replaced keeps what it saw, so these get a module
 * graph of their own. The other unit files share their worker's (isolate: false), which skips
 * importing the same graph again for each: the units 38 → 14 s on the 2-core host. Components
 * (`.tsx`, in jsdom) the same: a shared worker also keeps its jsdom, and the components took 56 → 40 s
 * of CPU (shuffled orders pass the same). A replacing component file's window is a VM context's
 * global, whose `location` cannot be redefined: a module (lib/navigation/load-page.ts) is replaced
 * instead.
 */
const root = fileURLToPath(new URL("./", import.meta.url));
const REPLACES = /\bvi\.(?:mock|stubGlobal)\(/;
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const replacingHelpers = globSync("tests/unit/**/*.{ts,tsx}", { cwd: root })
  .filter((file) => !/\.test\.tsx?$/.test(file) && REPLACES.test(read(file)))
  .map((file) => path.basename(file).replace(/\.tsx?$/, ""));
const replacesModulesOrGlobals = (file: string) => {
  const text = read(file);
  return REPLACES.test(text) || replacingHelpers.some((helper) => new RegExp(`from "[^"]*/${helper}"`).test(text));
};
const unitFiles = (replacing: boolean, ext = "ts") =>
  globSync(`tests/unit/**/*.test.${ext}`, { cwd: root }).filter((file) => replacesModulesOrGlobals(file) === replacing);

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      "server-only": fileURLToPath(new URL("./tests/support/server-only.ts", import.meta.url)),
    },
  },
  test: {
    // As under `npm test`: unset APP_ENV is production, which the site's modules refuse to load
    // without real secrets.
    env: { APP_ENV: process.env.APP_ENV || "test" },
    // Vitest's default leaves a core free (one worker on a 2-core machine); the files are
    // independent (each backend file has its own database), and two workers take the suite from
    // about 265 s to 162 s here.
    maxWorkers: "100%",
    // The JSON report is read by scripts/test.mjs for the slowest tests.
    reporters: ["default", ["json", { outputFile: "test-reports/vitest.json" }]],
    projects: [
      // Units without a DOM run in Node: jsdom's window costs each file about a second to set up. A
      // `.ts` file that needs one says so with a `// @vitest-environment jsdom` docblock. Components
      // (`.tsx`) render in jsdom. Either kind shares its worker unless it replaces a module or a global.
      ...(
        [
          // A replacing unit keeps Vitest's default pool: vmThreads gains the units 5 s, and one
          // (proxy/outage) times its probes otherwise in a VM context.
          { name: "unit", ext: "ts", environment: "node", replacingPool: undefined },
          // A component file with a module graph of its own runs in a VM context of a shared worker
          // (vmThreads) rather than in a worker of its own: jsdom and the modules Node loads natively
          // are loaded once per worker, not once per file. Those 33 files took 42 → 19 s (73 → 26 s
          // of CPU) on the 2-core host.
          { name: "components", ext: "tsx", environment: "jsdom", replacingPool: "vmThreads" },
        ] as const
      ).flatMap(({ name, ext, environment, replacingPool }) =>
        [false, true].map((replacing) => ({
          extends: true as const,
          test: {
            name: replacing ? `${name} (replaces modules or globals)` : name,
            include: unitFiles(replacing, ext),
            environment,
            isolate: replacing,
            ...(replacing && replacingPool ? { pool: replacingPool } : {}),
            // next-intl imports `next/server` without an extension, which Node's ESM loader refuses.
            server: { deps: { inline: ["next-intl"] } },
          },
        })),
      ),
      {
        extends: true,
        test: {
          name: "backend",
          include: ["tests/backend/**/*.test.ts"],
          environment: "node",
          // The files share each worker's module graph instead of each importing the whole app and
          // PGlite again (import 134 → 13 s summed, the project 233 → 103 s on the 2-core host). They
          // can: each opens a database of its own, builds its app from it, and puts back the timers,
          // spies and variables it changes (a shuffled order passes the same).
          isolate: false,
          globalSetup: ["tests/backend/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
