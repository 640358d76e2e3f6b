import { existsSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";
import { NONCE_ONLY_ROUTES, type RenderedRoute } from "@/lib/navigation/rendered-routes";

/**
 * What the proxy does while the backend is unreachable. Pages Next holds in its cache (prerendered
 * at build or rendered since) are still served, stale if need be. Any other page would fail to
 * render and answer 500, a bare error document, a 404 or an empty 200 — a crawler would drop the
 * page or index nothing. Those get a 503 with Retry-After instead, drawn inside the layout in the
 * visitor's language (the catch-all page renders it when OUTAGE_HEADER is set, status-headers.ts).
 */

export const RETRY_AFTER_SECONDS = 30;

const PROBE_TIMEOUT_MS = 3000;
/** A healthy answer is trusted a little longer than a failed one, so recovery shows quickly. */
const UP_TTL_MS = 5000;
const DOWN_TTL_MS = 2000;
/** After a healthy answer, one silent probe (a busy machine) is not yet an outage. */
const FAILURES_FOR_OUTAGE = 2;

let state: { up: boolean; failures: number; checkedAt: number } | null = null;
let probing: Promise<void> | null = null;

type Probe = "up" | "refused" | "silent";
const GATEWAY_FAILURES = new Set([502, 503, 504]);

async function probe(): Promise<Probe> {
  const base = (process.env.API_BASE_URL ?? "http://localhost:4000").replace(/\/+$/, "");
  try {
    const answer = await fetch(`${base}/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: "no-store" });
    // Any other HTTP answer means the backend is there; a gateway in front of several (nginx in the
    // cluster, docs/deploy.md) says 502/503/504 when none of them answers.
    return GATEWAY_FAILURES.has(answer.status) ? "refused" : "up";
  } catch (error) {
    // A refused or reset connection is an outage for sure; only a timeout may be a busy machine.
    return error instanceof Error && error.name === "TimeoutError" ? "silent" : "refused";
  }
}

function refresh(): Promise<void> {
  probing ??= probe()
    .then((answer) => {
      // With nothing known yet, one failure is enough to tell.
      const failures =
        answer === "up" ? 0 : answer === "refused" ? FAILURES_FOR_OUTAGE : (state?.failures ?? FAILURES_FOR_OUTAGE - 1) + 1;
      state = { up: failures < FAILURES_FOR_OUTAGE, failures, checkedAt: Date.now() };
    })
    .finally(() => {
      probing = null;
    });
  return probing;
}

/**
 * Whether the backend answers. Once there is an answer, a request does not wait on the health
 * check: the last one is used while a fresh one is asked for in the background, every few seconds
 * at most. `fresh`: the request is about to need the backend (a page no cache holds), so an "up"
 * answer is checked again first (one loopback round trip, shared by concurrent requests): the
 * first such request after the backend stops gets the outage answer, not a failed render.
 */
export async function backendIsUp(now = Date.now(), { fresh = false } = {}): Promise<boolean> {
  if (state === null || (fresh && state.up)) await refresh();
  else if (now - state.checkedAt >= (state.failures === 0 ? UP_TTL_MS : DOWN_TTL_MS)) void refresh();
  return state?.up ?? true;
}

/** Forgets what is known (tests stop and start the backend). */
export function forgetBackendHealth(): void {
  state = null;
}

function pageCacheDir(): string {
  return path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "server", "app");
}

/**
 * Whether Next holds a rendered copy of the page (never for a per-request route): prerendered pages and pages rendered
 * since are kept as `<distDir>/server/app/<path>.html`. Outside a Next server (unit tests, scripts)
 * or without that folder (development) nothing can be told, so the page is tried.
 */
function hasCachedCopy({ pathname: internalPath, perRequest }: RenderedRoute): boolean {
  const appDir = pageCacheDir();
  if (!process.env.NEXT_RUNTIME || !existsSync(appDir)) return true;
  if (perRequest) return false;
  let decoded = internalPath;
  try {
    decoded = decodeURIComponent(internalPath);
  } catch {
    // kept as sent
  }
  return [decoded, internalPath].some((candidate) => {
    const file = path.join(appDir, `${candidate}.html`);
    // path.join resolves `..`: never look outside the cache folder.
    return file.startsWith(appDir + path.sep) && existsSync(file);
  });
}

/** Whether this page request, rendered by `route`, must get the outage answer. */
export async function needsOutageAnswer(request: NextRequest, route: RenderedRoute): Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (NONCE_ONLY_ROUTES.includes(route.pathname.split("/").slice(2).join("/"))) return false;
  if (hasCachedCopy(route)) return false;
  return !(await backendIsUp(Date.now(), { fresh: true }));
}
