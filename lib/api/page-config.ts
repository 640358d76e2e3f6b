import "server-only";
import { cache } from "react";
import { PageConfigurationsResponseSchema, type NavEntry as WireNavEntry } from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";

/** One link of the header, footer or "web more" menu, titled in the requested language. */
export type NavEntry = {
  id: number;
  title: string;
  /** Internal route with a leading slash and no locale, e.g. "/doctors"; "/" is home. */
  path: string;
  children: NavEntry[];
};

export type PageConfiguration = {
  header: NavEntry[];
  footer: NavEntry[];
  webMore: NavEntry[];
};

function toEntries(entries: readonly WireNavEntry[]): NavEntry[] {
  return [...entries]
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      path: entry.path,
      children: toEntries(entry.children ?? []),
    }));
}

/** Pure mapping of the wire body, exported for tests. */
export function toPageConfiguration(body: {
  data: { header: WireNavEntry[]; footer: WireNavEntry[]; webMore: WireNavEntry[] };
}): PageConfiguration {
  return {
    header: toEntries(body.data.header),
    footer: toEntries(body.data.footer),
    webMore: toEntries(body.data.webMore),
  };
}

/** GET /api/page_configurations (SPEC §7): header, footer and web-more menus, sorted by order. */
export const getPageConfiguration = cache(async (locale: Locale): Promise<PageConfiguration> => {
  const body = await apiGet("/api/page_configurations", {
    locale,
    schema: PageConfigurationsResponseSchema,
    tags: [CacheTags.pageConfig],
    lastGood: true,
  });
  return toPageConfiguration(body);
});

/** Every path named by the configuration (children included), e.g. for the active-page list. */
export function configuredPaths(config: PageConfiguration): string[] {
  const paths = new Set<string>();
  const walk = (entries: readonly NavEntry[]) => {
    for (const entry of entries) {
      paths.add(entry.path);
      walk(entry.children);
    }
  };
  walk(config.header);
  walk(config.footer);
  walk(config.webMore);
  return [...paths];
}
