// How every script (start, test, bench) runs the built site, so all three serve it the same way:
// `next start` on localhost (see TOOLCHAIN: a Next 16 rewrite loop on "/" with 127.0.0.1), with the
// encoded-body cache preloaded (server/encoded-body-cache.mjs).
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { root } from "./env.mjs";

const require = createRequire(import.meta.url);

/** The command and arguments that serve the production build on `port`. */
export function siteServerCommand(port) {
  const nextBin = require.resolve("next/dist/bin/next", { paths: [root] });
  const preload = pathToFileURL(path.join(root, "server/encoded-body-cache.mjs")).href;
  return [process.execPath, ["--import", preload, nextBin, "start", "-H", "localhost", "-p", String(port)]];
}
