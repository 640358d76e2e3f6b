"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { usePrefetchAllowed } from "@/lib/navigation/use-prefetch-allowed";

/** `next/link` for non-localized hrefs (hash links, prebuilt paths) with the same prefetch rule as SmartLink. */
export default function SmartNextLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const allowed = usePrefetchAllowed();
  return <NextLink {...props} prefetch={allowed ? prefetch : false} />;
}
