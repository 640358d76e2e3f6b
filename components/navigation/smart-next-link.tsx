"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useIntentPrefetch } from "@/lib/navigation/use-intent-prefetch";

/** `next/link` for non-localized hrefs (hash links, prebuilt paths) with the same prefetch rule as SmartLink. */
export default function SmartNextLink(props: ComponentProps<typeof NextLink>) {
  return <NextLink {...useIntentPrefetch(props)} />;
}
