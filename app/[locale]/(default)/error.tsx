"use client";

import { ErrorView } from "@/components/layout/error-view";

// A page error, shown inside the layout's header and footer.
export default function GroupError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
