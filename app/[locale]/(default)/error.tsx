"use client";

import { LazyErrorView } from "@/components/layout/lazy-error-view";

// A page error, shown inside the layout's header and footer.
export default function GroupError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LazyErrorView error={error} retry={retry} />;
}
