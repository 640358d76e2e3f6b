import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Renders an OpenAPI document as one self-contained HTML page (no CDN, no scripts). */

interface Doc {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:minmax(14rem,20rem) 1fr;color:#0f2e2e}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#eef7f6;padding:1rem;font-size:13px}
nav ul{padding-inline-start:1rem}main{padding:1rem 2rem;max-width:70rem;min-width:0}
section{border-block-start:1px solid #cde3e1;padding-block:.5rem}
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #cde3e1;padding:.2rem .5rem;text-align:start}
pre{background:#f5faf9;padding:.5rem;overflow:auto;font-size:12px}
.m{font-size:12px;padding:.1rem .4rem;border-radius:3px;color:#fff;background:#0e6463}.m.post{background:#8a3b1c}
a{color:#0e6463}
`;

/**
 * The page needs nothing but its own stylesheet, so the policy allows exactly that (by hash) and
 * nothing else: no scripts, no framing, no form targets. The site's pages carry the same kinds of
 * headers (next.config.ts, lib/proxy/security-headers.ts).
 */
const DOCS_HEADERS: Record<string, string> = {
  "Content-Security-Policy": [
    "default-src 'none'",
    `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; "),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

export const docsHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(DOCS_HEADERS)) c.res.headers.set(name, value);
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");

const schemaType = (schema: unknown): string => {
  if (!schema || typeof schema !== "object") return "";
  const s = schema as { type?: string | string[]; enum?: unknown[]; minimum?: number; maximum?: number };
  const parts = [Array.isArray(s.type) ? s.type.join("|") : (s.type ?? "")];
  if (s.enum) parts.push(`one of ${s.enum.join(", ")}`);
  if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  return parts.filter(Boolean).join(", ");
};

const schemaBlock = (label: string, schema: unknown) =>
  schema ? `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>` : "";

function renderOperation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : ""}</td>` +
        `<td>${escapeHtml(schemaType(p.schema))}</td><td>${escapeHtml(p.description ?? "")}</td></tr>`,
    )
    .join("");
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(([type, c]) => schemaBlock(`request body (<code>${type}</code>)`, c.schema))
    .join("");
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = Object.values(r.content ?? {})[0]?.schema;
      return `<li><strong>${status}</strong> ${escapeHtml(r.description ?? "")}${schemaBlock("schema", schema)}</li>`;
    })
    .join("");
  const auth = op.security && op.security.length === 0 ? "no token" : "Bearer token";
  const table = params
    ? `<table><thead><tr><th>name</th><th>in</th><th>required</th><th>type</th><th>notes</th></tr></thead><tbody>${params}</tbody></table>`
    : "";
  return `<section id="${anchor(method, path)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? "")} <small>(${auth})</small></p>${table}${body}<ul>${responses}</ul></section>`;
}

export function renderDocsPage(doc: Doc): string {
  const ops = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const byTag = new Map<string, typeof ops>();
  for (const o of ops) {
    const tag = o.op.tags?.[0] ?? "Other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), o]);
  }
  const groups = [...byTag.entries()];
  const toc = groups
    .map(
      ([tag, list]) =>
        `<li>${escapeHtml(tag)}<ul>${list
          .map((o) => `<li><a href="#${anchor(o.method, o.path)}">${o.method.toUpperCase()} ${escapeHtml(o.path)}</a></li>`)
          .join("")}</ul></li>`,
    )
    .join("");
  const sections = groups
    .map(([tag, list]) => `<h2>${escapeHtml(tag)}</h2>${list.map((o) => renderOperation(o.method, o.path, o.op)).join("")}`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} – API reference</title>
<style>${STYLE}</style></head><body><nav><strong>${escapeHtml(doc.info.title)}</strong> <small>${escapeHtml(doc.info.version)}</small>
<p><a href="/openapi.json">openapi.json</a></p><ul>${toc}</ul></nav>
<main><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description ?? "")}</p>${sections}</main></body></html>`;
}
