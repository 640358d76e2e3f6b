import type { AppPathname } from "../../../lib/i18n/routing";

/*
 * The accessibility sweep's pages: every route of the routing table (lib/i18n/routing.ts), with
 * a page of it to load in each language. Typed as a record of every route, and checked by
 * tests/unit/e2e/sweep-routes.test.ts, so a new route is not left out of the sweep.
 *
 * Plain data, free of Playwright: the unit test imports it.
 */

type Paths = { ar: string; en: string };

/** Who the page is loaded for: a new password account, or a new health-record patient (linked to the sandbox's records). */
export type SweepVisitor = true | "health-record";

export type SweepPage =
  /** These paths, as they are (Arabic paths in Arabic script; the sweep encodes them). */
  | { paths: Paths; signedIn?: SweepVisitor; note?: string }
  /** The first link matching `link` on the list page `from`: a detail page whose slug the seed chose. */
  | { from: Paths; link: string };

const same = (path: string): Paths => ({ ar: path, en: `/en${path}` });

export const SWEEP: Record<AppPathname, SweepPage> = {
  "/": { paths: { ar: "/", en: "/en" } },
  "/[slug]": { paths: { ar: "/عشر-عادات-يومية-لقلب-سليم", en: "/en/ten-daily-habits-for-a-healthy-heart" } },
  "/blog-map": { paths: same("/blog-map") },
  "/categories/[slug]": { paths: { ar: "/categories/صحة-القلب", en: "/en/categories/heart-health" } },
  "/confirm-password": { paths: same("/confirm-password"), note: "without a verified reset: the page says to start again" },
  "/doctor/[slug]": { paths: { ar: "/doctor/محمد-الغامدي-أمراض-القلب", en: "/en/doctor/mohammed-al-ghamdi-cardiology" } },
  "/filled/[bu]": { paths: same("/filled/hospital") },
  "/forms/[form]": { paths: same("/forms/contact") },
  "/landing-page/[[...slug]]": { paths: { ar: "/landing-page/فحص-القلب-الشامل", en: "/en/landing-page/heart-check-up" } },
  "/login": { paths: same("/login"), note: "the social sign-in's return, reached without one" },
  "/offer/[slug]": { from: { ar: "/العروض", en: "/en/offers" }, link: "main a[href*='/offer/']" },
  "/otp": { paths: same("/otp") },
  "/otp-reset-password": { paths: same("/otp-reset-password") },
  "/paymentResponse/[[...slug]]": { paths: same("/paymentResponse") },
  "/personal-data": { paths: same("/personal-data") },
  "/profile": { paths: same("/profile"), signedIn: true },
  "/profile/records": { paths: same("/profile/records?tab=results"), signedIn: "health-record", note: "the results tab, with charts; the other tabs are SWEEP_EXTRA" },
  "/reset-password": { paths: same("/reset-password") },
  "/risk-assessment": { paths: same("/risk-assessment") },
  "/search": { paths: { ar: "/search?s=القلب", en: "/en/search?s=heart" } },
  "/sign-in": { paths: same("/sign-in") },
  "/sign-up": { paths: same("/sign-up") },
  "/survey/[[...params]]": { paths: same("/survey/hospital/patient-satisfaction") },
  "/tags/[slug]": { paths: { ar: "/tags/الوقاية", en: "/en/tags/prevention" } },
  "/waitlist/[token]": { paths: same("/waitlist/no-such-alert"), signedIn: true, note: "an unknown alert's link; a real one is walked in waitlist.spec.ts" },
  "/waitlist/stop/[token]": { paths: same("/waitlist/stop/no-such-alert"), note: "an unknown stop link; a real one is walked in waitlist.spec.ts" },
  "/contact-us": { paths: { ar: "/اتصل-بنا", en: "/en/contact-us" } },
  "/FAQs": { paths: { ar: "/الأسئلة-الشائعة", en: "/en/FAQs" } },
  "/offers": { paths: { ar: "/العروض", en: "/en/offers" } },
  "/blog": { paths: { ar: "/المدونة", en: "/en/blog" } },
  "/about_us": { paths: { ar: "/من-نحن", en: "/en/about_us" } },
  "/secretPage": { paths: { ar: "/المدونة/مقالات-خاصة", en: "/en/blog/private-articles" } },
  "/doctors": { paths: { ar: "/الأطباء?sort=soonest", en: "/en/doctors?sort=soonest" } },
  "/clinics": { paths: { ar: "/العيادات", en: "/en/clinics" } },
  "/clinic/[slug]": { from: { ar: "/العيادات", en: "/en/clinics" }, link: "main article h2 a" },
  "/oncologies": { paths: { ar: "/مراكز-الأورام", en: "/en/oncologies" } },
  "/oncology/[slug]": { from: { ar: "/مراكز-الأورام", en: "/en/oncologies" }, link: "main article h2 a" },
  "/services": { paths: { ar: "/الخدمات", en: "/en/services" } },
  "/services/[slug]": { from: { ar: "/الخدمات", en: "/en/services" }, link: "main article h2 a" },
  "/entertainment-services": { paths: { ar: "/الخدمات-الترفيهية", en: "/en/entertainment-services" } },
  "/entertainment-service/[slug]": { from: { ar: "/الخدمات-الترفيهية", en: "/en/entertainment-services" }, link: "main article h2 a" },
  "/events": { paths: { ar: "/الفعاليات", en: "/en/events" } },
  "/events/[slug]": { from: { ar: "/الفعاليات", en: "/en/events" }, link: "main article h2 a" },
  "/homecare": { paths: { ar: "/الرعاية-المنزلية", en: "/en/homecare" } },
  "/homecare/[slug]": { from: { ar: "/الرعاية-المنزلية", en: "/en/homecare" }, link: "main article h2 a" },
  "/news": { paths: { ar: "/الأخبار", en: "/en/news" } },
  "/news/[slug]": { from: { ar: "/الأخبار", en: "/en/news" }, link: "main article h2 a" },
  "/eclubs": { paths: { ar: "/الأندية", en: "/en/eclubs" } },
  "/eclub/[slug]": { from: { ar: "/الأندية", en: "/en/eclubs" }, link: "main article h2 a" },
  "/privacy-policy": { paths: { ar: "/سياسة-الخصوصية", en: "/en/privacy-policy" } },
  "/terms": { paths: { ar: "/الشروط-والأحكام", en: "/en/terms" } },
  "/site-map": { paths: { ar: "/خريطة-الموقع", en: "/en/site-map" } },
};

/** Pages that are no route of the table but a state a visitor can reach by URL alone (signed in, when said). */
export const SWEEP_EXTRA: Record<string, Paths | { paths: Paths; signedIn: SweepVisitor }> = {
  "the 404 page": { ar: "/no/such/route", en: "/en/no/such/route" },
  "a doctor search by name": { ar: "/الأطباء?name=سارة", en: "/en/doctors?name=Sarah" },
  // Filters applied: the sub-specialty enabled, the filter count on the phone's button.
  "a filtered doctor list": { ar: "/الأطباء?branch=1&specialty=1", en: "/en/doctors?branch=1&specialty=1" },
  "a list's second page": { ar: "/المدونة?page=2", en: "/en/blog?page=2" },
  // The health record's other tabs, and its link form for a password account not linked yet.
  ...Object.fromEntries(
    (["visits", "prescriptions", "reports", "allergies", "access-log"] as const).map((tab) => [
      `the health record's ${tab} tab`,
      { paths: same(`/profile/records?tab=${tab}`), signedIn: "health-record" as const },
    ]),
  ),
  "the health record's link form": { paths: same("/profile/records"), signedIn: true },
};
