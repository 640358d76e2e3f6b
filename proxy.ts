import type { NextRequest } from "next/server";
import { handleRequest } from "@/lib/proxy/handler";

export default function proxy(request: NextRequest) {
  return handleRequest(request);
}

export const config = {
  // Everything but API routes, Next internals, backend images and static files. Other dotted
  // paths stay matched so legacy redirects like `/old-page.html` still work. API paths with a
  // percent-escape come too, so an unreadable one is a 400 rather than Next's 500 (lib/proxy/handler.ts).
  matcher: [
    "/((?!(?:api|_next|_vercel|storage|bench-minimal)(?:/|$))(?!.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|mjs|map|txt|xml|json|webmanifest|woff2?|ttf|otf|mp4|pdf)$).*)",
    "/api/:path(.*%.*)",
  ],
};
