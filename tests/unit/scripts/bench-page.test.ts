// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const BENCH_FOLDER = join(__dirname, "../../../app/bench-minimal");

/** next.config.ts as `next build` reads it with the environment given. */
async function configWith(benchPage: string | undefined) {
  vi.resetModules();
  if (benchPage === undefined) delete process.env.BUILD_BENCH_PAGE;
  else process.env.BUILD_BENCH_PAGE = benchPage;
  return (await import("@/next.config")).default;
}

/** Whether Next takes `file` as its folder's page: `page.` followed by one of the page extensions. */
function isPageFile(file: string, extensions: readonly string[]) {
  return extensions.some((extension) => file === `page.${extension}`);
}

describe("the bench's minimal pages are built only where a build asks for it", () => {
  afterEach(() => {
    delete process.env.BUILD_BENCH_PAGE;
  });

  it("is no route of a production build", async () => {
    // Every file of the folder, the layout included, carries the extension only those builds read.
    const files = readdirSync(BENCH_FOLDER, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.map((entry) => entry.name)).toContain("page.bench.tsx");
    expect(files.filter((entry) => !entry.name.endsWith(".bench.tsx")).map((entry) => entry.name)).toEqual([]);
    const { pageExtensions = [] } = await configWith(undefined);
    expect(isPageFile("page.bench.tsx", pageExtensions)).toBe(false);
    expect(isPageFile("page.tsx", pageExtensions)).toBe(true);
  });

  it("is a route of the test and bench builds (BUILD_BENCH_PAGE=1)", async () => {
    const { pageExtensions = [] } = await configWith("1");
    expect(isPageFile("page.bench.tsx", pageExtensions)).toBe(true);
    expect(isPageFile("page.tsx", pageExtensions)).toBe(true);
  });
});
