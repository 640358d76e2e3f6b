// Decides whether the production build is missing or older than the sources, so `npm start`
// builds only when needed.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./env.mjs";

const SOURCES = ["app", "components", "lib", "stores", "messages", "public", "styles", "proxy.ts", "instrumentation.ts", "next.config.ts", "package.json", "tailwind.config.ts"];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsFresh(distDir) {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((s) => newestMtime(path.join(root, s)) <= built);
}
