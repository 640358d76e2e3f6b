import { landingViewDataFor } from "@/components/landing/landing-view-data";
import { slugDataRoute } from "@/lib/api/slug-query";

/**
 * A campaign page's content as its page draws it (components/landing/landing-views.tsx), for a tab
 * that navigates to the page: the page's payload carries only its key (kept-landing.tsx). Public,
 * the same cached backend read as the page.
 * GET /api/landing-pages/{slug}?lang=ar|en → LandingViewData (404 for an unknown slug, 422 for a malformed query)
 */
export const GET = slugDataRoute("campaign page", landingViewDataFor);
