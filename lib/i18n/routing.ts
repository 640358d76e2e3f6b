import { defineRouting } from "next-intl/routing";
import { CONTENT_KIND_PATHNAMES } from "@/lib/content/kind-routes";
import { defaultLocale, locales } from "./locales";

export { defaultLocale, homePath, isLocale, localeOrDefault, locales, type Locale } from "./locales";

/** Routes whose public path is their own name in both languages, each written once (sorted). */
const SAME_IN_BOTH_LANGUAGES = [
  "/",
  "/[slug]",
  "/blog-map",
  "/categories/[slug]",
  "/confirm-password",
  "/doctor/[slug]",
  "/filled/[bu]",
  "/forms/[form]",
  "/landing-page/[[...slug]]",
  "/login",
  "/offer/[slug]",
  "/otp",
  "/otp-reset-password",
  "/paymentResponse/[[...slug]]",
  "/personal-data",
  "/profile",
  // The health record under the profile, Latin like the profile itself in both languages.
  "/profile/records",
  "/reset-password",
  "/risk-assessment",
  "/search",
  "/sign-in",
  "/sign-up",
  "/survey/[[...params]]",
  "/tags/[slug]",
  "/waitlist/[token]",
  "/waitlist/stop/[token]",
] as const;

function sameInBothLanguages<const R extends string>(routes: readonly R[]) {
  // Object.fromEntries forgets the keys: each route maps to itself.
  return Object.fromEntries(routes.map((route) => [route, route])) as { [K in R]: K };
}

/**
 * The one routing table of the site (SPEC §2). Keys are the internal route names (the folder
 * structure under app/[locale]); values give the public path per locale. English keeps the
 * SPEC's exact paths; Arabic uses Arabic-script paths for the main static pages. The content
 * kinds' routes come from their table (lib/content/kinds.ts, routes in kind-routes.ts).
 */
export const pathnames = {
  ...sameInBothLanguages(SAME_IN_BOTH_LANGUAGES),
  "/contact-us": { ar: "/اتصل-بنا", en: "/contact-us" },
  "/FAQs": { ar: "/الأسئلة-الشائعة", en: "/FAQs" },
  "/offers": { ar: "/العروض", en: "/offers" },
  "/blog": { ar: "/المدونة", en: "/blog" },
  "/about_us": { ar: "/من-نحن", en: "/about_us" },
  // SPEC §2 "secret page shares the blog path": hidden posts, reachable by link only (noindex).
  "/secretPage": { ar: "/المدونة/مقالات-خاصة", en: "/blog/private-articles" },
  "/doctors": { ar: "/الأطباء", en: "/doctors" },
  // Each content kind's list and detail (the kinds table's routes, lib/content/kind-routes.ts).
  ...CONTENT_KIND_PATHNAMES,
  "/privacy-policy": { ar: "/سياسة-الخصوصية", en: "/privacy-policy" },
  "/terms": { ar: "/الشروط-والأحكام", en: "/terms" },
  "/site-map": { ar: "/خريطة-الموقع", en: "/site-map" },
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: true,
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 },
  alternateLinks: false,
  pathnames,
});

export type AppPathname = keyof typeof pathnames;

