import type { Image } from "@/lib/contract/common";
import { absoluteImageUrl } from "@/lib/images/absolute-url";

/**
 * Pure URL helpers of the SEO layer (no Next, no env): metadata.ts and sitemap.ts feed them the
 * site URL and the localized paths, tests call them directly.
 */

export type LocalePaths = { ar: string; en: string };

/** `https://site` + `/path` (already percent-encoded, as getPathname returns it). */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Self-referencing canonical plus hreflang alternates. x-default is the Arabic URL: Arabic is the
 * default locale and the one served without a prefix.
 */
export function buildAlternates(siteUrl: string, paths: LocalePaths, locale: keyof LocalePaths) {
  const ar = absoluteUrl(siteUrl, paths.ar);
  const en = absoluteUrl(siteUrl, paths.en);
  return {
    canonical: locale === "ar" ? ar : en,
    languages: { ar, en, "x-default": ar },
  };
}

/**
 * SPEC §3: a SEO image given as `{ mobile, desktop }` becomes a full URL from the image base and
 * the desktop variant; a plain path is resolved against the same base; absolute URLs are kept.
 * No image → undefined (the page then has no og:image rather than the fallback picture).
 */
export function seoImageUrl(image: Image | null | undefined, siteUrl: string): string | undefined {
  const path = typeof image === "string" ? image : image?.desktop;
  if (!path?.trim()) return undefined;
  return absoluteImageUrl(image, siteUrl);
}

/** Open Graph wants `ar_SA` / `en_US` style locales. */
export const ogLocale = { ar: "ar_SA", en: "en_US" } as const;

/** A plain-text excerpt for descriptions: tags stripped, whitespace folded, cut at a word. */
export function plainExcerpt(html: string | null | undefined, max = 160): string {
  if (!html) return "";
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type SitemapEntry = {
  url: string;
  lastModified?: string;
  priority?: number;
  alternates: { languages: Record<"ar" | "en" | "x-default", string> };
};

/** The two sitemap entries of one page (Arabic and English URL), each listing all alternates. */
export function sitemapEntries(
  siteUrl: string,
  paths: LocalePaths,
  extra: { lastModified?: string; priority?: number } = {},
): SitemapEntry[] {
  const { languages } = buildAlternates(siteUrl, paths, "ar");
  const common = {
    alternates: { languages },
    ...(extra.lastModified ? { lastModified: extra.lastModified } : {}),
    ...(extra.priority !== undefined ? { priority: extra.priority } : {}),
  };
  return [
    { url: languages.ar, ...common },
    { url: languages.en, ...common },
  ];
}
