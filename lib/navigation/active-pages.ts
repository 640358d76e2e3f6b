import { CONTENT_KINDS, KINDS } from "@/lib/content/kinds";
import type { AppPathname } from "@/lib/i18n/routing";
import { resolveRoute, routerPath, safeDecode, splitLocale } from "@/lib/i18n/route-match";

/**
 * Active-page gating (SPEC §2): a page is reachable only if its base name is active. The base
 * name is the route with locale and dynamic segments removed — `/en/doctor/ahmed` → `doctor`,
 * `/العروض` → `offers` (Arabic paths resolve to their internal route first).
 */

/** SPEC §2's fixed names, active whatever the page configuration says. */
export const FIXED_ACTIVE_PAGES = [
  "paymentResponse",
  "search",
  "secretPage",
  "categories",
  "survey",
  "sign-up",
  "sign-in",
  "otp",
  "reset-password",
  "otp-reset-password",
  "confirm-password",
  "personal-data",
  "landing-page",
  // The answer to a form sent without JavaScript (contact, newsletter, campaign lead).
  "forms",
  // An earlier-slot offer's link and its stop link, from an SMS or an e-mail.
  "waitlist",
] as const;

/**
 * Reachable by rule rather than by configuration: the profile (guarded by auth instead) and the
 * social-login return path, which must work whenever a provider sends the visitor back.
 */
export const ALWAYS_ACTIVE_PAGES = ["profile", "login"] as const;

/** Routes never gated: home and the blog-article catch-all. */
const UNGATED_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>(["/", "/[slug]"]);

/**
 * A detail page is reachable when its own name or its list page is active. Names not listed map
 * to themselves (`news/{slug}` → `news`, `events/{slug}` → `events`, `services/{slug}` → `services`).
 */
export const DETAIL_TO_LIST: Readonly<Record<string, string>> = {
  doctor: "doctors",
  offer: "offers",
  tags: "blog",
  filled: "survey",
  // The content kinds whose detail is named apart from their list (clinic → clinics).
  ...Object.fromEntries(
    CONTENT_KINDS.map((kind) => [baseNameOfRoute(KINDS[kind].detailPath), baseNameOfRoute(KINDS[kind].listPath)]).filter(
      ([detail, list]) => detail !== list,
    ),
  ),
};

/** `/doctor/[slug]` → `doctor`, `/landing-page/[[...slug]]` → `landing-page`, `/` → `` */
export function baseNameOfRoute(routeKey: string): string {
  return routeKey.split("/").find((segment) => segment !== "" && !segment.startsWith("[")) ?? "";
}

export type BaseName =
  | { kind: "ungated"; routeKey: AppPathname }
  | { kind: "page"; routeKey: AppPathname; name: string }
  | { kind: "unknown" };

/**
 * Base name of a public request path. A path the table does not declare is named after its
 * first segment when that is a page (`/en/news/page/2` → `news`), so pages nested under a gated
 * one are gated with it; anything else is left to the 404 page.
 */
export function baseNameOfPath(pathname: string): BaseName {
  let route = resolveRoute(pathname);
  if (!route) {
    const { locale, prefixed, rest } = splitLocale(routerPath(pathname));
    const first = rest.split("/")[1];
    const parent = first ? resolveRoute(`${prefixed ? `/${locale}` : ""}/${first}`) : null;
    if (!parent || parent.routeKey.includes("[")) return { kind: "unknown" };
    route = parent;
  }
  if (UNGATED_ROUTES.has(route.routeKey)) return { kind: "ungated", routeKey: route.routeKey };
  return { kind: "page", routeKey: route.routeKey, name: baseNameOfRoute(route.routeKey) };
}

/**
 * Base name of a page-configuration entry path. Entries are internal routes (`/doctors`), but a
 * locale prefix, a localized Arabic path, a query, or a `-slug`-style route name are tolerated.
 */
export function baseNameOfConfigPath(path: string): string | null {
  const trimmed = path.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//")) return null;
  const withSlash = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  const route = resolveRoute(withSlash);
  if (route && route.routeKey !== "/[slug]") {
    const name = baseNameOfRoute(route.routeKey);
    return name || null;
  }
  const { rest } = splitLocale(safeDecode(withSlash));
  const first = rest.split("/")[1] ?? "";
  const name = first.replace(/-slug$/, "");
  return name || null;
}

export interface NavEntryLike {
  path?: string | null;
  children?: readonly NavEntryLike[] | null;
}

export interface PageConfigurationLike {
  header?: readonly NavEntryLike[] | null;
  footer?: readonly NavEntryLike[] | null;
  webMore?: readonly NavEntryLike[] | null;
}

function collect(entries: readonly NavEntryLike[] | null | undefined, into: Set<string>): void {
  for (const entry of entries ?? []) {
    const name = entry.path ? baseNameOfConfigPath(entry.path) : null;
    if (name) into.add(name);
    collect(entry.children, into);
  }
}

/** Active pages = header, footer and webMore paths + the fixed names + the always-active ones. */
export function computeActivePages(config: PageConfigurationLike): Set<string> {
  const active = new Set<string>([...FIXED_ACTIVE_PAGES, ...ALWAYS_ACTIVE_PAGES]);
  collect(config.header, active);
  collect(config.footer, active);
  collect(config.webMore, active);
  return active;
}

/** Whether a request path may be served given the active pages. */
export function isReachable(pathname: string, active: ReadonlySet<string>): boolean {
  const base = baseNameOfPath(pathname);
  if (base.kind !== "page") return true;
  if (active.has(base.name)) return true;
  const list = DETAIL_TO_LIST[base.name];
  return list !== undefined && active.has(list);
}
