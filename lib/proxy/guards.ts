import { homePath, type AppPathname, type Locale } from "@/lib/i18n/routing";
import { isReachable } from "@/lib/navigation/active-pages";
import { localizeRedirectTarget, matchRedirect, type RedirectIndex } from "@/lib/navigation/legacy-redirects";
import { localizedPath } from "@/lib/i18n/route-match";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";

/**
 * Route guards by name (SPEC §2 names `pageAccess` and `redirect`; `auth` and `guest` are the
 * SPEC §4 rules). Guards decide; the proxy turns a decision into a response. Each page's guards
 * are declared once in PAGE_GUARDS below.
 */

export type GuardDecision =
  | { type: "redirect"; location: string; status: 301 | 302 | 303 | 307 | 308 }
  | { type: "error"; status: number; body: string };

export interface GuardContext {
  /** The path as requested (percent-encoded, locale prefix included). */
  pathname: string;
  /** The query string with its leading `?`, or an empty string. */
  search: string;
  locale: Locale;
  routeKey: AppPathname | null;
  /** Whether the request carries a live session; asked lazily (cookie decryption). */
  hasSession: () => Promise<boolean>;
  /** Active pages, or null when they could not be loaded (the gate then stays open). */
  activePages: () => Promise<ReadonlySet<string> | null>;
  redirects: () => Promise<RedirectIndex | null>;
}

export type Guard = (context: GuardContext) => Promise<GuardDecision | null> | GuardDecision | null;

const legacyRedirect: Guard = async ({ pathname, search, redirects }) => {
  const index = await redirects();
  if (!index) return null;
  const match = matchRedirect(index, pathname, search);
  return match ? { type: "redirect", location: localizeRedirectTarget(match.location), status: match.status } : null;
};

const pageAccess: Guard = async ({ pathname, locale, activePages }) => {
  const active = await activePages();
  if (!active || isReachable(pathname, active)) return null;
  return { type: "redirect", location: homePath(locale), status: 307 };
};

const auth: Guard = async ({ pathname, search, locale, hasSession }) => {
  if (await hasSession()) return null;
  const callbackUrl = sanitizeReturnPath(`${pathname}${search}`, homePath(locale));
  const query = new URLSearchParams({ callbackUrl }).toString();
  return { type: "redirect", location: `${localizedPath("/sign-in", locale)}?${query}`, status: 307 };
};

const guest: Guard = async ({ search, locale, hasSession }) => {
  // `reauth` comes from the server-side check: the cookie exists but the backend refused its
  // token, so the visitor must be able to sign in again.
  if (new URLSearchParams(search).has("reauth")) return null;
  if (!(await hasSession())) return null;
  return { type: "redirect", location: homePath(locale), status: 307 };
};

export const guardRegistry: Readonly<Record<string, Guard>> = {
  redirect: legacyRedirect,
  pageAccess,
  auth,
  guest,
};

/** Run before locale handling, on every matched request. */
export const GLOBAL_GUARDS = ["redirect"] as const;
export const DEFAULT_PAGE_GUARDS = ["pageAccess"] as const;

const GUEST_ONLY = ["pageAccess", "guest"] as const;

/** Each page's guards, in order. Pages not listed get DEFAULT_PAGE_GUARDS. */
export const PAGE_GUARDS: Partial<Record<AppPathname, readonly string[]>> = {
  "/": [],
  "/[slug]": [],
  "/profile": ["pageAccess", "auth"],
  "/profile/records": ["pageAccess", "auth"],
  "/waitlist/[token]": ["pageAccess", "auth"],
  "/sign-in": GUEST_ONLY,
  "/sign-up": GUEST_ONLY,
  "/otp": GUEST_ONLY,
  "/reset-password": GUEST_ONLY,
  "/otp-reset-password": GUEST_ONLY,
  "/confirm-password": GUEST_ONLY,
};

export function guardsFor(routeKey: AppPathname | null): readonly string[] {
  if (!routeKey) return [];
  return PAGE_GUARDS[routeKey] ?? DEFAULT_PAGE_GUARDS;
}

/** Runs guards in order; the first decision wins. An unknown name is a 500 (SPEC §8). */
export async function runGuards(
  names: readonly string[],
  context: GuardContext,
  registry: Readonly<Record<string, Guard>> = guardRegistry,
): Promise<GuardDecision | null> {
  for (const name of names) {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) return { type: "error", status: 500, body: `Unknown middleware ${name}` };
    const decision = await guard(context);
    if (decision) return decision;
  }
  return null;
}
