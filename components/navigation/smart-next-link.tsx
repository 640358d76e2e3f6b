"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useIntentPrefetch } from "@/lib/navigation/use-intent-prefetch";

/** `next/link` for non-localized hrefs (hash links, prebuilt paths) with the same prefetch rule as SmartLink. */
export default function SmartNextLink({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} {...useIntentPrefetch(prefetch, { onPointerEnter, onTouchStart, onFocus })} />;
}
