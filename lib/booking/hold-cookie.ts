import "server-only";
import { randomBytes } from "node:crypto";
import { cookies, headers } from "next/headers";

/**
 * A guest's hold belongs to the browser that made it: the backend hands out a secret once, with
 * the hold, and this keeps it in an HttpOnly cookie of that hold, out of reach of the page's
 * scripts and out of every URL. The server actions that use the hold read it back and send it on.
 */

const PREFIX = "hold_";
/** Outlives the hold a little, so a confirm sent as the hold runs out is told "expired", not "unknown". */
const MARGIN_SECONDS = 60;

/** The cookie of one hold (ids are checked by the actions before they get here). */
export const holdCookieName = (reservationId: string) => `${PREFIX}${reservationId}`;

/** Behind a TLS-terminating proxy the site itself is reached over http (as `isHttps` in the proxy). */
async function overHttps(): Promise<boolean> {
  return (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

export async function rememberHoldSecret(reservationId: string, secret: string, secondsLeft: number): Promise<void> {
  (await cookies()).set(holdCookieName(reservationId), secret, {
    httpOnly: true,
    sameSite: "lax",
    secure: await overHttps(),
    path: "/",
    maxAge: Math.max(1, secondsLeft) + MARGIN_SECONDS,
  });
}

/** The hold's secret as this browser keeps it; undefined for a signed-in patient's hold or another browser. */
export async function holdSecretOf(reservationId: string): Promise<string | undefined> {
  return (await cookies()).get(holdCookieName(reservationId))?.value || undefined;
}

/** Once the hold is an appointment its secret opens nothing more. */
export async function forgetHoldSecret(reservationId: string): Promise<void> {
  (await cookies()).delete(holdCookieName(reservationId));
}

// Not `hold_…`: those cookies keep a browser's pages out of the front's cache (docs/deploy.md); this one changes no page.
const VISITOR_COOKIE = "booking_visitor";
/** A browser keeps its key for a month: its hold allowance follows it, not the address it comes from. */
const VISITOR_MAX_AGE = 30 * 86_400;
const VISITOR_KEY = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * This browser's hold key: what the backend counts a guest's holds by before the address's high
 * ceiling (many patients share a mobile carrier's address). Made on the first hold and kept in an
 * HttpOnly cookie; it opens nothing (holds answer to their own secrets).
 */
export async function holdVisitorKey(): Promise<string> {
  const jar = await cookies();
  const kept = jar.get(VISITOR_COOKIE)?.value;
  if (kept && VISITOR_KEY.test(kept)) return kept;
  const key = randomBytes(24).toString("base64url");
  jar.set(VISITOR_COOKIE, key, { httpOnly: true, sameSite: "lax", secure: await overHttps(), path: "/", maxAge: VISITOR_MAX_AGE });
  return key;
}
