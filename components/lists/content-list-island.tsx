"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { rememberShownItems } from "@/lib/content/loaded-items";
import type { Locale } from "@/lib/i18n/routing";
import { ActivateOnIntent } from "./activate-on-intent";
import { ContentListMarkup, type ContentListProps } from "./content-list-markup";

const load = () => import("./content-list");

/**
 * The list's markup (content-list-markup.tsx: links and a GET form) until the visitor searches or
 * loads more; then the interactive list, whose code (React Query, its state) is fetched on intent
 * and is not part of the page's first load. The markup is drawn here from the page's items rather
 * than handed over as server-rendered children: the items are in the payload for the interactive
 * list anyway, and a server tree would be sent a second time as Flight rows (≈ 2 bytes of payload
 * per byte of markup; docs/performance.md, 2026-11-29 12:00).
 */
export function ContentListIsland({ kind, initial, searchLabel, empty }: ContentListProps) {
  const locale = useLocale() as Locale;
  useEffect(() => rememberShownItems(locale, kind, initial.items), [locale, kind, initial.items]);
  return (
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => (
        <module.InteractiveContentList kind={kind} initial={initial} searchLabel={searchLabel} action={action} typed={current().search?.[0]} />
      )}
    >
      <ContentListMarkup kind={kind} initial={initial} searchLabel={searchLabel} empty={empty} />
    </ActivateOnIntent>
  );
}
