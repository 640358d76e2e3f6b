import type { NextRequest } from "next/server";
import { footerNewsletterData } from "@/components/newsletter/newsletter-form";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { isLocale } from "@/lib/i18n/routing";

/**
 * The footer's newsletter form as data in one language (its spec, what its plain post needs): its
 * code reads it when a field takes the focus (components/forms/form-island.tsx, `keptProps`), and a
 * client navigation to the other language draws the form from it. Words and rules of the build,
 * the same for everyone.
 * GET /api/frame/newsletter-form?lang=ar|en → DeclaredFormData
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLocale(lang)) return invalidQuery();
  return readResponse("newsletter form", () => footerNewsletterData(lang));
}
