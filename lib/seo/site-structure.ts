import type { AppPathname } from "@/lib/i18n/routing";
import { VISITOR_ROUTES } from "@/lib/navigation/visitor-routes";

/**
 * The site's static pages by section: the site-map page lists them, sitemap.xml takes the
 * indexable ones. `name` is the key under `static.siteMap.pages`.
 */
export type SitePage = {
  route: AppPathname;
  name: string;
  indexable: boolean;
  /** False while the page's own issue has not landed: listed nowhere until then. */
  available: boolean;
};
export type SiteSection = { key: "main" | "care" | "blog" | "help" | "account" | "legal"; pages: SitePage[] };

const page = (route: AppPathname, name: string, indexable = true, available = true): SitePage => ({
  route,
  name,
  indexable,
  available,
});

export const SITE_SECTIONS: readonly SiteSection[] = [
  {
    key: "main",
    pages: [page("/", "home"), page("/about_us", "about"), page("/doctors", "doctors"), page("/offers", "offers"), page("/contact-us", "contact")],
  },
  {
    key: "care",
    pages: [
      page("/clinics", "clinics"),
      page("/oncologies", "oncologies"),
      page("/services", "services"),
      page("/entertainment-services", "entertainment"),
      page("/homecare", "homecare"),
      page("/events", "events"),
      page("/news", "news"),
      page("/eclubs", "eclubs"),
      page("/risk-assessment", "riskAssessment"),
    ],
  },
  { key: "blog", pages: [page("/blog", "blog"), page("/blog-map", "blogMap")] },
  // Search result pages are noindex; the search page itself is still worth a link.
  { key: "help", pages: [page("/FAQs", "faq"), page("/search", "search", false), page("/site-map", "siteMap")] },
  // Guest and account pages are never indexed (robots.ts disallows them too).
  { key: "account", pages: [page("/sign-in", "signIn", false), page("/sign-up", "signUp", false), page("/profile", "profile", false)] },
  {
    key: "legal",
    pages: [page("/privacy-policy", "privacy"), page("/terms", "terms"), page("/personal-data", "personalData")],
  },
];

/** Internal routes that must never be crawled: account, guest-only and transactional pages. */
export const NON_INDEXABLE_ROUTES = [
  ...VISITOR_ROUTES,
  "/search",
  "/secretPage",
] as const satisfies readonly AppPathname[];

/** The base name of a route for the active-page check (`/doctor/[slug]` → `doctor`, `/` → ""). */
export function routeBaseName(route: string): string {
  return route.split("/").find((segment) => segment !== "" && !segment.startsWith("[")) ?? "";
}
