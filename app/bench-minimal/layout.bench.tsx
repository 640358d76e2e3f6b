import type { ReactNode } from "react";

export const metadata = { robots: { index: false, follow: false } };

// A bare document for `npm run bench`: the reference against which the real pages' throughput is
// compared on the same server (see scripts/bench.mjs), and the js-budget test's framework floor.
// Built only with BUILD_BENCH_PAGE=1 (next.config.ts: the `.bench.tsx` extension).
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
