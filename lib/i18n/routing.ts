import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

export { defaultLocale, homePath, isLocale, locales, type Locale } from "./locales";

/**
 * The one routing table of the site (SPEC §2). Keys are the internal route names (the folder
 * structure under app/[locale]); values give the public path per locale. English keeps the
 * SPEC's exact paths; Arabic uses Arabic-script paths for the main static pages.
 */
export const pathnames = {
  "/": "/",
  "/contact-us": { ar: "/اتصل-بنا", en: "/contact-us" },
  "/FAQs": { ar: "/الأسئلة-الشائعة", en: "/FAQs" },
  "/offers": { ar: "/العروض", en: "/offers" },
  "/blog": { ar: "/المدونة", en: "/blog" },
  "/about_us": { ar: "/من-نحن", en: "/about_us" },
  "/blog-map": "/blog-map",
  // SPEC §2 "secret page shares the blog path": hidden posts, reachable by link only (noindex).
  "/secretPage": { ar: "/المدونة/مقالات-خاصة", en: "/blog/private-articles" },
  "/clinics": { ar: "/العيادات", en: "/clinics" },
  "/doctors": { ar: "/الأطباء", en: "/doctors" },
  "/eclubs": { ar: "/الأندية", en: "/eclubs" },
  "/entertainment-services": { ar: "/الخدمات-الترفيهية", en: "/entertainment-services" },
  "/events": { ar: "/الفعاليات", en: "/events" },
  "/homecare": { ar: "/الرعاية-المنزلية", en: "/homecare" },
  "/news": { ar: "/الأخبار", en: "/news" },
  "/oncologies": { ar: "/مراكز-الأورام", en: "/oncologies" },
  "/services": { ar: "/الخدمات", en: "/services" },
  "/privacy-policy": { ar: "/سياسة-الخصوصية", en: "/privacy-policy" },
  "/terms": { ar: "/الشروط-والأحكام", en: "/terms" },
  "/personal-data": "/personal-data",
  "/site-map": { ar: "/خريطة-الموقع", en: "/site-map" },
  "/risk-assessment": "/risk-assessment",
  "/search": "/search",
  "/sign-in": "/sign-in",
  "/sign-up": "/sign-up",
  "/login": "/login",
  "/otp": "/otp",
  "/otp-reset-password": "/otp-reset-password",
  "/reset-password": "/reset-password",
  "/confirm-password": "/confirm-password",
  "/profile": "/profile",
  "/categories/[slug]": "/categories/[slug]",
  "/tags/[slug]": "/tags/[slug]",
  "/clinic/[slug]": "/clinic/[slug]",
  "/doctor/[slug]": "/doctor/[slug]",
  "/eclub/[slug]": "/eclub/[slug]",
  "/entertainment-service/[slug]": "/entertainment-service/[slug]",
  "/events/[slug]": "/events/[slug]",
  "/filled/[bu]": "/filled/[bu]",
  "/homecare/[slug]": "/homecare/[slug]",
  "/landing-page/[[...slug]]": "/landing-page/[[...slug]]",
  "/news/[slug]": "/news/[slug]",
  "/offer/[slug]": "/offer/[slug]",
  "/oncology/[slug]": "/oncology/[slug]",
  "/paymentResponse/[[...slug]]": "/paymentResponse/[[...slug]]",
  "/services/[slug]": { ar: "/services/[slug]", en: "/service/[slug]" },
  "/survey/[[...params]]": "/survey/[[...params]]",
  "/[slug]": "/[slug]",
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

