import type { Locale } from "./locales";
import { localizedPath, type LocalizedHref } from "./localized-path";
import type { AppPathname } from "./routing";

/**
 * A localized path with its non-ASCII letters as they are (`/الأطباء`) rather than percent-encoded
 * (`/%D8%A7%D9%84…`: six bytes for each Arabic letter instead of two). A browser encodes them again
 * when it follows the link, so the request is the same; a page of Arabic links is lighter, in its
 * HTML and again in its payload. Only escapes of non-ASCII bytes are decoded: an escaped `%`, `/`,
 * `?` or `#` stays as it was.
 */
export function readablePath(path: string): string {
  return path.replace(/(?:%[89a-fA-F][0-9a-fA-F])+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Not whole UTF-8 sequences: left encoded.
      return run;
    }
  });
}

/**
 * A route's localized path (localized-path.ts, as next-intl's `getPathname` writes it), readable as
 * above. It does not go through `createNavigation`: a server module that imports that brings
 * next-intl's and Next's link components into the client code of every page whose tree it is in.
 */
export function readablePathname({ locale, href }: { locale: Locale; href: AppPathname | LocalizedHref }): string {
  return readablePath(localizedPath(locale, href));
}
