// The front's own rules, read from deploy/nginx.conf.template rather than copied: what the unit
// tests hold to the site's routes and what `npm run bench` asks the site as the front does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./env.mjs";

const template = readFileSync(path.join(root, "deploy/nginx.conf.template"), "utf8");

/**
 * The regular expressions of the template's `map <source> $<variable>` whose value is 1, as nginx
 * reads them (`~*` ignores case).
 * @param {string} variable
 */
export function mapPatterns(variable) {
  const block = new RegExp(`map \\$\\S+ \\$${variable} \\{([\\s\\S]*?)\\n\\s*\\}`).exec(template)?.[1];
  if (!block) throw new Error(`deploy/nginx.conf.template has no $${variable} map`);
  return [...block.matchAll(/^\s*"(~\*?)([^"]+)"\s+1;/gm)].map(([, op, source]) => new RegExp(source, op === "~*" ? "i" : ""));
}

/**
 * Whether the front renders `url` for each request, skipping its cache, for a visitor without a
 * session: a private path ($private_path, on the path and query) or a free-text query ($free_text_query).
 * @param {string} url
 */
export function skipsTheFrontsCache(url) {
  const { pathname, search } = new URL(url);
  return mapPatterns("private_path").some((p) => p.test(pathname + search)) || mapPatterns("free_text_query").some((p) => p.test(search.slice(1)));
}
