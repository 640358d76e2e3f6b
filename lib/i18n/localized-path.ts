import { defaultLocale, type Locale } from "./locales";
import { pathnames, type AppPathname } from "./routing";

/** A route's path asked for without the parameters its template needs. */
export class MissingParamsError extends Error {}

export type LocalizedHref = {
  pathname: AppPathname;
  params?: Record<string, string | readonly string[]>;
  query?: Record<string, string | number>;
};

/**
 * A route's public path in `locale`, as next-intl's `getPathname` writes it for this site's
 * routing (localized templates, params filled in, non-ASCII letters percent-encoded, `/en` before
 * English paths). For code in every page's first load that needs a path but no `<Link>`:
 * `createNavigation` would bring next-intl's and Next's link code with it.
 * tests/unit/intl/localized-path.test.ts holds it equal to `getPathname` for every route.
 */
export function localizedPath(locale: Locale, href: AppPathname | LocalizedHref): string {
  const { pathname, params, query }: LocalizedHref = typeof href === "string" ? { pathname: href } : href;
  const entry: string | Partial<Record<Locale, string>> | undefined = pathnames[pathname];
  // A path outside the table (robots.txt's route prefixes) is written as given, as next-intl does.
  let path: string = entry === undefined ? pathname : ((typeof entry === "string" ? entry : entry[locale]) ?? pathname);
  if (entry !== undefined) {
    for (const [key, value] of Object.entries(params ?? {})) {
      const [pattern, replacement] =
        typeof value === "string" ? [`\\[${key}\\]`, value] : [`(\\[)?\\[...${key}\\](\\])?`, value.join("/")];
      path = path.replace(new RegExp(pattern, "g"), () => replacement);
    }
    path = path.replace(/\[\[\.\.\..+\]\]/g, "");
    if (path.includes("[")) throw new MissingParamsError(`Missing params for ${pathname}: ${JSON.stringify(params ?? {})}`);
    path = new URL(path, "http://l").pathname;
  }
  if (path !== "/" && path.endsWith("/")) path = path.slice(0, -1);
  const entries = Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]);
  const search = entries.length > 0 ? `?${new URLSearchParams(entries)}` : "";
  if (locale === defaultLocale) return path + search;
  return `/${locale}${path === "/" ? "" : path}${search}`;
}
