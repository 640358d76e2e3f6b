import type { NextRequest } from "next/server";
import { footerGridDataFor } from "@/components/layout/footer-grid-content";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { isLocale } from "@/lib/i18n/routing";

/**
 * The footer's columns in one language, for a tab whose page does not carry them: a client
 * navigation to the other language draws them from this (components/ui/kept-from-server.tsx,
 * `keptByKey`). Public, the same cached backend reads as every page's frame.
 * GET /api/frame/footer-grid?lang=ar|en → FooterGridData
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLocale(lang)) return invalidQuery();
  return readResponse("footer grid", () => footerGridDataFor(lang));
}
