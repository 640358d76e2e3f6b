// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The backend's domains (the folders of backend/src) each read alone: no two of them import each
 * other, directly or around a loop. A domain that must tell another of something does it through a
 * port wired in app.ts (Deps.bookingEvents: booking tells the waitlist of a freed time;
 * brokerRoutes' DoctorTimes: the doctor list reads booking's free times and ranking). The shared
 * layers below every domain (the database, HTTP plumbing, platform services) are not domains: any
 * domain may import them, and what they import back (the seed composing every domain's data, the
 * bearer check reading tokens) is their own composition.
 */
const ROOT = path.resolve(__dirname, "../../../backend/src");
const LAYERS = new Set(["db", "http", "platform"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The specifiers of a file's static imports, re-exports and dynamic imports. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\(\s*["']([^"']+)["']\s*\)/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The domain a path of backend/src belongs to: its first folder; null for the files at the root (the composition) and the layers. */
function domainOf(file: string): string | null {
  const [first = "..", ...rest] = path.relative(ROOT, file).split(path.sep);
  if (first === ".." || rest.length === 0 || LAYERS.has(first)) return null;
  return first;
}

function domainGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(ROOT)) {
    const from = domainOf(file);
    if (!from) continue;
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const to = domainOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      // One importing file per edge, named in a failure.
      if (!edges.has(to)) edges.set(to, path.relative(ROOT, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every elementary loop, once, written from its alphabetically first domain ("a > b > a"). */
function loops(graph: Map<string, Map<string, string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at)?.keys() ?? []) {
      if (next === start) found.add([...trail, start].join(" > "));
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...found].sort();
}

describe("backend domains", () => {
  const graph = domainGraph();

  it("import each other one way only", () => {
    const found = loops(graph).map((loop) => {
      const steps = loop.split(" > ");
      return steps
        .slice(0, -1)
        .map((from, i) => `${from} → ${steps[i + 1]} (${graph.get(from)?.get(steps[i + 1] ?? "")})`)
        .join(", ");
    });
    expect(found).toEqual([]);
  });

  it("booking imports nothing of the waitlist, the profile nothing of booking, the doctors nothing of booking", () => {
    expect(graph.get("booking")?.has("waitlist")).toBe(false);
    expect(graph.get("profile")?.has("booking") ?? false).toBe(false);
    expect(graph.get("doctors")?.has("booking") ?? false).toBe(false);
  });
});

describe("importsOf", () => {
  it("reads static, type-only, side-effect, re-exported and dynamic imports", () => {
    const source = [
      'import { a } from "../x/a";',
      'import type { B } from "./b";',
      'import "../side";',
      'export { c } from "../c/c";',
      "const d = await import('../d/d');",
      'import {\n  e,\n  f,\n} from "../e/e";',
    ].join("\n");
    expect(importsOf(source).sort()).toEqual(["../c/c", "../d/d", "../e/e", "../side", "../x/a", "./b"]);
  });
});
