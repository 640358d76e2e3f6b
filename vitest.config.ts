import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

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
      {
        extends: true,
        test: {
          // Units without a DOM run in Node: jsdom's window costs each file about a second to set
          // up. A `.ts` file that needs one says so with a `// @vitest-environment jsdom` docblock.
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // next-intl imports `next/server` without an extension, which Node's ESM loader refuses.
          server: { deps: { inline: ["next-intl"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["tests/unit/**/*.test.tsx"],
          environment: "jsdom",
          server: { deps: { inline: ["next-intl"] } },
        },
      },
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
