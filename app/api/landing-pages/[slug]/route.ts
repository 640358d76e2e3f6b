import type { NextRequest } from "next/server";
import { landingViewDataFor } from "@/components/landing/landing-view-data";
import { slugQuery } from "@/lib/api/slug-query";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";

/**
 * A campaign page's content as its page draws it (components/landing/landing-views.tsx), for a tab
 * that navigates to the page: the page's payload carries only its key (kept-landing.tsx). Public,
 * the same cached backend read as the page.
 * GET /api/landing-pages/{slug}?lang=ar|en → LandingViewData (404 for an unknown slug, 422 for a malformed query)
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const query = slugQuery(request, (await params).slug);
  if (!query) return invalidQuery();
  return readResponse("campaign page", () => landingViewDataFor(query.lang, query.slug), { "X-Robots-Tag": "noindex" });
}
