import { headerNavDataFor } from "@/components/layout/header-nav-content";
import { frameDataRoute } from "@/lib/api/frame-data";

/**
 * The full header's logo and menus in one language, for a tab whose page does not carry them: the
 * phone's menu sheet draws its lists from this when it first opens, and a client navigation to the
 * other language draws the bar from it (components/ui/kept-from-server.tsx, `keptByKey`). Public,
 * the same cached backend reads as every page's frame.
 * GET /api/frame/header-nav?lang=ar|en → HeaderNavData
 */
export const GET = frameDataRoute("header nav", headerNavDataFor);
