"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore, type ReactNode } from "react";
import { getQueryClient } from "@/components/providers/query-provider";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { findCachedItem } from "@/lib/content/find-cached";
import type { ContentKind } from "@/lib/content/kinds";
import type { Locale } from "@/lib/i18n/routing";

const subscribe = () => () => {};

/**
 * When the server could not load a detail, the browser may still hold the item from a list it
 * showed (SPEC §4: a detail first looks in already-loaded items by slug). Shows what the list
 * knew — title, image, summary — or the server's "no info" state.
 */
export function DetailFallback({ kind, slug, children }: { kind: ContentKind; slug: string; children: ReactNode }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("empty");
  const item = useSyncExternalStore(
    subscribe,
    () => findCachedItem(getQueryClient(), locale, kind, slug) ?? null,
    () => null,
  );
  if (!item) return <>{children}</>;
  return (
    <article className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold text-ink">{item.title}</h2>
      <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-surface">
        <ResponsiveImage image={item.image} alt="" width={1280} height={720} className="h-full w-full object-cover" />
      </div>
      {item.excerpt && <p className="text-xl leading-relaxed text-brand-800">{item.excerpt}</p>}
      <p className="text-muted">{t("noInfo")}</p>
    </article>
  );
}
