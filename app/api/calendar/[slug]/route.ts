import { NextResponse, type NextRequest } from "next/server";
import { getContentItem } from "@/lib/api/content";
import { isApiError, isNotFoundError } from "@/lib/api/errors";
import { buildIcs, icsFileName } from "@/lib/calendar/event-calendar";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import { isLocale } from "@/lib/i18n/routing";
import { plainExcerpt } from "@/lib/seo/urls";

/** GET /api/calendar/{event slug}?lang=ar|en → the event as an .ics download (UTC times). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const lang = request.nextUrl.searchParams.get("lang") ?? "ar";
  if (!isLocale(lang)) return NextResponse.json({ message: "The given data was invalid." }, { status: 422 });
  // A NUL or control character can be in no slug; the backend would refuse it anyway.
  if (/[\u0000-\u001f\u007f]/.test(slug)) {
    return NextResponse.json({ message: "The event slug contains characters that are not allowed." }, { status: 400 });
  }

  try {
    const event = await getContentItem("events", slug, lang);
    const path = getPathname({ locale: lang, href: { pathname: "/events/[slug]", params: { slug: event.slug } } });
    const ics = buildIcs({
      uid: `event-${event.id}@${new URL(env.SITE_URL).hostname}`,
      title: event.title,
      description: event.excerpt || plainExcerpt(event.body, 500),
      location: event.location,
      url: `${env.SITE_URL}${path}`,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: event.timeZone,
    });
    if (!ics) return NextResponse.json({ message: "Event has no readable time" }, { status: 422 });
    return new NextResponse(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${icsFileName(event.slugs.en)}"`,
        "Cache-Control": "public, max-age=300",
      },
    });
  } catch (error) {
    if (isNotFoundError(error)) return NextResponse.json({ message: "Not found" }, { status: 404 });
    // What the backend refused as malformed input is the caller's mistake, not ours.
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      return NextResponse.json({ message: "The event slug is not valid." }, { status: 400 });
    }
    console.error(`[calendar] ${slug} failed:`, error instanceof Error ? error.message : error);
    return NextResponse.json({ message: "Upstream error" }, { status: 502 });
  }
}
