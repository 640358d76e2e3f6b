import { defaultLocale, locales, pathnames, type AppPathname, type Locale } from "@/lib/i18n/routing";
import { safeDecode as safeDecodeText } from "@/lib/safe-decode";

/**
 * Pure helpers over the one routing table (lib/i18n/routing.ts): which internal route a public
 * path is, and what a route's public path is in a locale. No Next or React imports, so the proxy,
 * server code and unit tests share them.
 */

type Template = string;

function templateToRegex(template: Template): RegExp {
  const escaped = template
    .split("/")
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return "\u0000OPTIONAL";
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return "(.+)";
      if (/^\[[^\]]+\]$/.test(segment)) return "([^/]+)";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/")
    .replace("/\u0000OPTIONAL", "(?:/(.*))?");
  return new RegExp(`^${escaped}$`);
}

const isDynamic = (segment: string) => segment.includes("[");
const isCatchAll = (segment: string) => segment.includes("[...");
const isOptionalCatchAll = (segment: string) => segment.includes("[[...");

/** Static segments before dynamic ones, plain params before catch-alls (as next-intl sorts). */
function compareTemplates(a: string, b: string): number {
  const pa = a.split("/");
  const pb = b.split("/");
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const sa = pa[i];
    const sb = pb[i];
    if (!sa && sb) return -1;
    if (sa && !sb) return 1;
    if (!sa || !sb) continue;
    if (isDynamic(sa) !== isDynamic(sb)) return isDynamic(sa) ? 1 : -1;
    if (isCatchAll(sa) !== isCatchAll(sb)) return isCatchAll(sa) ? 1 : -1;
    if (isOptionalCatchAll(sa) !== isOptionalCatchAll(sb)) return isOptionalCatchAll(sa) ? 1 : -1;
  }
  return 0;
}

const routeKeys = (Object.keys(pathnames) as AppPathname[]).sort(compareTemplates);
const regexCache = new Map<string, RegExp>();
function regexFor(template: string): RegExp {
  let regex = regexCache.get(template);
  if (!regex) {
    regex = templateToRegex(template);
    regexCache.set(template, regex);
  }
  return regex;
}

/** The public template of a route in a locale (e.g. `/اتصل-بنا` for `/contact-us` in Arabic). */
export function localizedTemplate(routeKey: AppPathname, locale: Locale): string {
  const entry = pathnames[routeKey] as string | Partial<Record<Locale, string>>;
  return typeof entry === "string" ? entry : (entry[locale] ?? routeKey);
}

/** A path with its percent-escapes decoded where possible (reserved ones such as `%2F` kept). */
export function safeDecode(path: string): string {
  return safeDecodeText(path, decodeURI);
}

/** Spaces and control characters at the end of a URL, which the URL parser drops. */
const TRAILING_BLANKS = /[\u0000-\u0020]+$/;

/**
 * The path the router will render for a requested one: decoded as `safeDecode` does, without the
 * spaces and control characters at its end, which Next drops when it reads the decoded path as a
 * URL. `/en/profile%20` renders the profile, so guards and the security policy must see
 * `/en/profile` there too. (`.` and `..` segments, even encoded, are resolved before the proxy runs.)
 */
export function routerPath(pathname: string): string {
  return safeDecode(pathname).replace(TRAILING_BLANKS, "") || "/";
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

export interface LocaleSplit {
  locale: Locale;
  /** Whether the path carried an explicit locale prefix (`/en/...` or `/ar/...`). */
  prefixed: boolean;
  /** The path without the locale prefix, always starting with `/`. */
  rest: string;
}

/** Splits `/en/doctors` into `en` + `/doctors`; an unprefixed path is the default locale's. */
export function splitLocale(pathname: string): LocaleSplit {
  const path = trimTrailingSlash(pathname.split(/[?#]/)[0] || "/");
  const first = path.split("/")[1] ?? "";
  const locale = (locales as readonly string[]).find((l) => l === first) as Locale | undefined;
  if (locale) {
    return { locale, prefixed: true, rest: path.slice(first.length + 1) || "/" };
  }
  return { locale: defaultLocale, prefixed: false, rest: path || "/" };
}

export interface ResolvedRoute {
  locale: Locale;
  routeKey: AppPathname;
}

/**
 * Resolves a public path (with or without locale prefix, encoded or not) to the internal route the
 * router renders for it (`routerPath`).
 * The locale's own localized template wins; an internal or other-locale template is accepted too,
 * because next-intl redirects those to the localized form anyway. Returns null for unknown paths.
 */
export function resolveRoute(pathname: string, localeHint?: Locale): ResolvedRoute | null {
  const { locale: prefixLocale, prefixed, rest } = splitLocale(routerPath(pathname));
  const locale = prefixed ? prefixLocale : (localeHint ?? prefixLocale);
  // Like next-intl: routes in specificity order, each tried in the locale first, then in the other
  // locales (next-intl redirects those to the localized form), then as the internal path.
  for (const key of routeKeys) {
    if (regexFor(localizedTemplate(key, locale)).test(rest)) return { locale, routeKey: key };
    for (const other of locales) {
      if (other !== locale && regexFor(localizedTemplate(key, other)).test(rest)) return { locale, routeKey: key };
    }
  }
  for (const key of routeKeys) {
    if (regexFor(key).test(rest)) return { locale, routeKey: key };
  }
  return null;
}

/** Public path of a static route in a locale: `/sign-in` (ar), `/en/sign-in` (en). */
export function localizedPath(routeKey: AppPathname, locale: Locale): string {
  const template = localizedTemplate(routeKey, locale);
  if (locale === defaultLocale) return template;
  return template === "/" ? `/${locale}` : `/${locale}${template}`;
}
