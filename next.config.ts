import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    // Messages are compiled at build time, so browsers get a small formatter instead of the ICU
    // parser (lib/i18n/request.ts imports the catalogs from this folder).
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const apiBase = process.env.API_BASE_URL ?? "http://localhost:4000";

// Several instances of one build (docs/deploy.md) share Next's cache through Redis. Read when the
// server starts, so one build serves both shapes; without REDIS_URL (`npm start`) Next keeps its
// own cache in memory and in the dist dir.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: path.join(process.cwd(), "server/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 }
  : {};

// The icon sprite's URL follows its shapes, so browsers may cache it for good (app/icons.svg).
const iconSpriteVersion = createHash("sha256")
  .update(readFileSync(path.join(process.cwd(), "lib/icons/shapes.ts")))
  .digest("hex")
  .slice(0, 12);

const nextConfig: NextConfig = {
  env: { ICON_SPRITE_VERSION: iconSpriteVersion },
  // Lets several builds (tests, benchmarks, parallel work) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The bench's reference pages (app/bench-minimal/**/*.bench.tsx, no code of ours) are routes only in
  // builds that ask for them with BUILD_BENCH_PAGE=1: `npm test`'s and the benches'. A production
  // build (`npm run build`, `npm start`) has no such page.
  pageExtensions: ["tsx", "ts", "jsx", "js", ...(process.env.BUILD_BENCH_PAGE === "1" ? ["bench.tsx"] : [])],
  poweredByHeader: false,
  ...sharedCache,
  // `npm test` type-checks the whole project in its own step; a targeted end-to-end run may skip
  // the build's second pass (NEXT_BUILD_SKIP_TYPECHECK=1), e.g. while other work in the tree is mid-way.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
  // Next hashes the whole HTML in JavaScript on every response to make an ETag: on a cached page
  // that was the single largest cost of serving it. Cached pages carry s-maxage for CDNs instead.
  generateEtags: false,
  reactStrictMode: true,
  // Seed and CMS images live on the backend under /storage/; serving them through the site keeps
  // them same-origin (no extra connection, no CORS) and lets a CDN cache them with the pages.
  async rewrites() {
    // Which route renders a page's URL is the proxy's rewrite (lib/navigation/rendered-routes.ts).
    return [{ source: "/storage/:path*", destination: `${apiBase}/storage/:path*` }];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
