// Decides whether the production build is missing or older than the sources, so `npm start`
// builds only when needed.
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./env.mjs";

const SOURCES = ["app", "components", "lib", "stores", "messages", "public", "styles", "proxy.ts", "instrumentation.ts", "next.config.ts", "package.json", "tailwind.config.ts"];
// Next writes BUILD_ID before it prerenders, so a build that failed half-way leaves one behind:
// only this stamp, written after `next build` exited 0, says the build is whole.
const STAMP = "build-complete";

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsFresh(distDir) {
  const stamp = path.join(root, distDir, STAMP);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((s) => newestMtime(path.join(root, s)) <= built);
}

/** Records that the build in `distDir` finished; call only after `next build` exited 0. */
export function markBuildComplete(distDir) {
  writeFileSync(path.join(root, distDir, STAMP), new Date().toISOString());
}
