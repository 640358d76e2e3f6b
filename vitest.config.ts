import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit and component files that replace a module or a global (`vi.mock`, `vi.stubGlobal`, in the
 * file or in a helper it imports): a module loaded while one is replaced keeps what it saw (Next's
 * link, for one, decides at load whether IntersectionObserver exists), so these get a module graph
 * of their own. The other files share their worker's (isolate: false), which skips importing the
 * same graph again for each: the units 38 → 14 s and the components 67 → 18 s on the 2-core host.
 */
const REPLACES = /\bvi\.(?:mock|stubGlobal)\(/;
const replacingHelpers = globSync("tests/unit/**/*.{ts,tsx}")
  .filter((file) => !/\.test\.tsx?$/.test(file) && REPLACES.test(readFileSync(file, "utf8")))
  .map((file) => path.basename(file).replace(/\.tsx?$/, ""));
const replacesModules = (file: string) => {
  const text = readFileSync(file, "utf8");
  return REPLACES.test(text) || replacingHelpers.some((helper) => new RegExp(`from "[^"]*/${helper}"`).test(text));
};
const unitFiles = (pattern: string, mocking: boolean) => globSync(pattern).filter((file) => replacesModules(file) === mocking);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
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
      // `.ts` file that needs one says so with a `// @vitest-environment jsdom` docblock.
      ...[false, true].map((mocking) => ({
        extends: true as const,
        test: {
          name: mocking ? "unit (replaces modules or globals)" : "unit",
          include: unitFiles("tests/unit/**/*.test.ts", mocking),
          environment: "node" as const,
          isolate: mocking,
          // next-intl imports `next/server` without an extension, which Node's ESM loader refuses.
          server: { deps: { inline: ["next-intl"] } },
        },
      })),
      ...[false, true].map((mocking) => ({
        extends: true as const,
        test: {
          name: mocking ? "components (replace modules or globals)" : "components",
          include: unitFiles("tests/unit/**/*.test.tsx", mocking),
          environment: "jsdom" as const,
          isolate: mocking,
          server: { deps: { inline: ["next-intl"] } },
        },
      })),
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
