"use client";

import { useState, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from "react";
import { IntlLink as Link } from "@/lib/i18n/intl-link";
import { usePrefetchAllowed } from "./use-prefetch-allowed";

type SmartLinkProps = ComponentProps<typeof Link>;

/**
 * next-intl's Link that prefetches on intent — pointer over it, a touch, keyboard focus — rather
 * than when it scrolls into view: a page with forty links no longer spends its first idle second
 * decoding routes nobody asked for. Intent switches the link to Next's automatic prefetch, which
 * then loads the (visible) route at once. Nothing is prefetched on 2g or with the data saver on;
 * an explicit `prefetch` prop still wins when prefetching is allowed.
 */
export function SmartLink({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: SmartLinkProps) {
  const allowed = usePrefetchAllowed();
  const [intended, setIntended] = useState(false);
  const onIntent = () => {
    if (allowed && !intended) setIntended(true);
  };
  const effective = !allowed ? false : prefetch !== undefined ? prefetch : intended ? null : false;
  return (
    <Link
      {...props}
      prefetch={effective}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onIntent();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onIntent();
        onFocus?.(event);
      }}
    />
  );
}
