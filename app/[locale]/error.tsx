"use client";

import { LazyErrorView } from "@/components/layout/lazy-error-view";

// Errors thrown by a layout route group render here, without the site chrome (the chrome
// itself may be what failed). Errors inside a group render in the group's own error.tsx.
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col justify-center">
      <LazyErrorView error={error} retry={retry} />
    </main>
  );
}
