import { footerGridDataFor } from "@/components/layout/footer-grid-content";
import { frameDataRoute } from "@/lib/api/frame-data";

/**
 * The footer's columns in one language, for a tab whose page does not carry them: a client
 * navigation to the other language draws them from this (components/ui/kept-from-server.tsx,
 * `keptByKey`). Public, the same cached backend reads as every page's frame.
 * GET /api/frame/footer-grid?lang=ar|en → FooterGridData
 */
export const GET = frameDataRoute("footer grid", footerGridDataFor);
