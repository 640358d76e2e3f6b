import { NextResponse, type NextRequest } from "next/server";
import { getContentPage } from "@/lib/api/content";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { isContentKind } from "@/lib/content/kinds";
import { parsePageParam } from "@/lib/content/paging";
import { isLocale } from "@/lib/i18n/routing";

/**
 * The browser's window on the content lists ("load more", name search). The backend's bearer
 * token stays on the server; reads go through the same data cache as the pages.
 * GET /api/content/{kind}?lang=ar|en&page=N[&search=…] → { items, page }
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  const query = request.nextUrl.searchParams;
  const lang = query.get("lang");
  const page = parsePageParam(query.get("page"));
  const search = (query.get("search") ?? "").trim();

  if (!isContentKind(kind)) return NextResponse.json({ message: "Not found" }, { status: 404 });
  if (!isLocale(lang) || page === null || search.length > 100) return invalidQuery();
  return readResponse(`${kind} page ${page}`, () => getContentPage(kind, lang, page, search || undefined));
}
