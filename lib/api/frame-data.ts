import type { NextRequest } from "next/server";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { invalidQuery, readResponse } from "./route-responses";

/**
 * The frame's parts kept by key (components/ui/kept-data.ts) whose data a tab can read when its
 * page did not carry it (app/api/frame/<part>/route.ts): after a client navigation to the other
 * language, or when the code that needs it comes on intent (the phone's menu, the newsletter form).
 */
export type FramePart = "footer-grid" | "header-nav" | "newsletter-form";

/** Where the browser reads a part's data for a language. */
export const frameDataUrl = (part: FramePart, locale: Locale) => `/api/frame/${part}?lang=${locale}`;

/**
 * A part's route: GET ?lang=ar|en answers `read(lang)` as readResponse does (public, a minute; the
 * backend's 4xx passed on, 502 when it failed), anything else 422.
 */
export function frameDataRoute(what: string, read: (locale: Locale) => Promise<unknown>) {
  return function GET(request: NextRequest) {
    const lang = request.nextUrl.searchParams.get("lang");
    if (!isLocale(lang)) return invalidQuery();
    return readResponse(what, () => read(lang));
  };
}
