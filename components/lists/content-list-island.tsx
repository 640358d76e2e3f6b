"use client";

import { useLocale } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { rememberShownItems } from "@/lib/content/loaded-items";
import type { ContentKind } from "@/lib/content/kinds";
import type { ContentItem, ContentPage } from "@/lib/content/types";
import type { Locale } from "@/lib/i18n/routing";
import { ActivateOnIntent } from "./activate-on-intent";

const load = () => import("./content-list");

/**
 * The server's list (`children`, content-list-markup.tsx) until the visitor searches or loads
 * more; then the interactive list, whose code (React Query, the cards) is fetched on intent and
 * is not part of the page's first load.
 */
export function ContentListIsland({
  kind,
  initial,
  searchLabel,
  children,
}: {
  kind: ContentKind;
  initial: ContentPage<ContentItem>;
  searchLabel?: string;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  useEffect(() => rememberShownItems(locale, kind, initial.items), [locale, kind, initial.items]);
  return (
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => (
        <module.InteractiveContentList kind={kind} initial={initial} searchLabel={searchLabel} action={action} typed={current().search?.[0]} />
      )}
    >
      {children}
    </ActivateOnIntent>
  );
}
