"use client";

import type { ComponentProps } from "react";
import { IntlLink as Link } from "@/lib/i18n/intl-link";
import { usePrefetchAllowed } from "./use-prefetch-allowed";

type SmartLinkProps = ComponentProps<typeof Link>;

/**
 * next-intl's Link that does not prefetch on 2g or with the data saver on. An explicit
 * `prefetch` prop still wins when prefetching is allowed.
 */
export function SmartLink({ prefetch, ...props }: SmartLinkProps) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
