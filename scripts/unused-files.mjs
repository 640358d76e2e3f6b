// Fails (exit 1) on a source file nothing reaches: every file of the site, the backend, the scripts
// and the server helpers must be reached from an entry point through imports or a path written in
// code (a dynamic import, vi.mock, a cache handler's path in next.config.ts). Entry points are what a
// tool starts on its own: Next's app/ files, proxy.ts, instrumentation.ts, the config files, the
// backend's server.ts, the scripts an npm script or a person runs (scripts/*), and the tests.
// Run by `npm run lint` (the lint step of `npm test`); about a second.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Folders whose files must each be reached. */
const CHECKED = ["app", "components", "lib", "stores", "backend", "server", "scripts", "i18n", "styles"];
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIP_DIRS = new Set(["node_modules", ".git", "data", "test-results", "test-reports", "playwright-report", "bench-results", "public"]);
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json", ".css", ".d.mts", ".d.ts"];

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIP_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const rel = (file) => path.relative(ROOT, file).split(path.sep).join("/");

/** Entry points: started by Next, Node, Vitest or Playwright, never imported. */
function isEntry(file) {
  const name = rel(file);
  return (
    name.startsWith("app/") ||
    name.startsWith("tests/") ||
    /^scripts\/[^/]+$/.test(name) ||
    name === "backend/src/server.ts" ||
    /^[^/]+\.(ts|mts|mjs|js|cjs)$/.test(name) // proxy.ts, instrumentation.ts, next.config.ts, *.config.*, global.ts
  );
}

function resolve(from, specifier) {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : path.join(ROOT, specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  for (const ext of EXTENSIONS.slice(1)) {
    const candidate = path.join(base, `index${ext}`);
    if (existsSync(candidate)) return candidate;
  }
  // A `.js` specifier naming a TypeScript file (NodeNext style).
  if (/\.m?js$/.test(base)) return resolve(from, specifier.replace(/\.(m?)js$/, ".$1ts"));
  return null;
}

/** A path written from the repository's root, e.g. "server/redis-cache-handler.mjs" in next.config.ts. */
const ROOT_PATH = new RegExp(`^(?:${[...CHECKED, "tests"].join("|")})/`);

/**
 * Every path in a file: imports, re-exports, dynamic imports, vi.mock, a path handed to a tool
 * (relative, `@/`, or from the root: a preload's, a cache handler's, an npm script's).
 */
function referencesOf(file) {
  const source = readFileSync(file, "utf8");
  const out = [];
  for (const match of source.matchAll(/["'`\s](\.{1,2}\/[^"'`\s$]*|@\/[^"'`\s$]+|[\w-]+\/[^"'`\s$]+\.\w+)(?=["'`\s])/g)) {
    const specifier = match[1];
    if (!specifier.startsWith(".") && !specifier.startsWith("@/") && !ROOT_PATH.test(specifier)) continue;
    const target = resolve(file, specifier);
    if (target) out.push(target);
  }
  return out;
}

export function unusedFiles() {
  const all = [...CHECKED.map((d) => path.join(ROOT, d)), path.join(ROOT, "tests")].flatMap(filesUnder).filter((f) => CODE.test(f));
  for (const file of readdirSync(ROOT)) if (CODE.test(file)) all.push(path.join(ROOT, file));
  const reached = new Set();
  // package.json's scripts start files too (`npm run db:seed`).
  const queue = [...all.filter(isEntry), path.join(ROOT, "package.json")];
  while (queue.length > 0) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    if (CODE.test(file) || file.endsWith(".json")) for (const target of referencesOf(file)) if (!reached.has(target)) queue.push(target);
  }
  // A declaration file beside a script (x.d.mts for x.mjs) types it: reached with it.
  const isReachedDeclaration = (file) => /\.d\.m?ts$/.test(file) && reached.has(file.replace(/\.d\.(m?)ts$/, ".$1js"));
  return all.filter((file) => !reached.has(file) && !isReachedDeclaration(file) && !file.endsWith(".d.ts")).map(rel).sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const unused = unusedFiles();
  if (unused.length > 0) {
    console.error(`Files nothing imports (delete them, or import them where they are meant to be used):\n${unused.map((f) => `  ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`unused files: none (${Date.now() - started} ms)`);
}
