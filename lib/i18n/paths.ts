import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from "next/navigation";
import { localizedPath, type LocalizedHref } from "./localized-path";
import type { Locale } from "./locales";
import type { AppPathname } from "./routing";

type RedirectType = Parameters<typeof nextRedirect>[1];

export type PathArgs = { locale: Locale; href: AppPathname | LocalizedHref };

/**
 * The localized paths and redirects of server code, as next-intl's `createNavigation` gives them
 * (navigation.ts), without it: a server module that imports `createNavigation` brings next-intl's
 * and Next's link components into the client code of every page whose tree it is in, whether it
 * renders a link or not. Links themselves come from navigation.ts.
 */
export function getPathname({ locale, href }: PathArgs): string {
  return localizedPath(locale, href);
}

export function redirect(args: PathArgs, type?: RedirectType): never {
  return nextRedirect(getPathname(args), type);
}

export function permanentRedirect(args: PathArgs, type?: RedirectType): never {
  return nextPermanentRedirect(getPathname(args), type);
}
