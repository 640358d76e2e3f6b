"use client";

import type { ComponentProps } from "react";
import { IntlLink as Link } from "@/lib/i18n/intl-link";
import { useIntentPrefetch } from "./use-intent-prefetch";

/** next-intl's Link with SPEC §9's prefetch rule (use-intent-prefetch.ts): on intent, never on sight. */
export function SmartLink(props: ComponentProps<typeof Link>) {
  return <Link {...useIntentPrefetch(props)} />;
}
