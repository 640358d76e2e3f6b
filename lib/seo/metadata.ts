import "server-only";
import type { Metadata } from "next";
import type { Image } from "@/lib/contract/common";
import { env } from "@/lib/env";
import type { LocalizedHref } from "@/lib/i18n/localized-path";
import { getPathname } from "@/lib/i18n/paths";
import type { AppPathname, Locale } from "@/lib/i18n/routing";
import { getSeoEntry } from "@/lib/api/seo";
import { getSiteSettings } from "@/lib/api/settings";
import { fitTitle } from "./title";
import { buildAlternates, ogLocale, seoImageUrl, type LocalePaths } from "./urls";

/** A next-intl href: an internal pathname, or `{ pathname, params, query }`. */
export type PageHref = AppPathname | LocalizedHref;

export interface PageMetadataInput {
  locale: Locale;
  /**
   * SEO settings key for `/api/settings/Seo/{page}`. Its title, description and image win over the
   * given ones (which are the fallback), unless `preferGiven` is set.
   */
  page?: string;
  /** Detail pages: the given title/description win; the SEO entry only fills what is missing. */
  preferGiven?: boolean;
  /** Same href in both languages, or one per language when the slug differs (details). */
  href: PageHref | { ar: PageHref; en: PageHref };
  title?: string;
  /** The given title is already complete: the layout's "%s | site" template is not applied. */
  absoluteTitle?: boolean;
  description?: string;
  image?: Image | null;
  noindex?: boolean;
  type?: "website" | "article";
  /** Article extras for Open Graph. */
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
}

function isPerLocale(href: PageMetadataInput["href"]): href is { ar: PageHref; en: PageHref } {
  return typeof href === "object" && href !== null && "ar" in href && "en" in href;
}

/** Percent-encoded public paths of the same page in both languages. */
export function localePaths(href: PageMetadataInput["href"]): LocalePaths {
  const perLocale = isPerLocale(href) ? href : { ar: href, en: href };
  return {
    ar: getPathname({ locale: "ar", href: perLocale.ar }),
    en: getPathname({ locale: "en", href: perLocale.en }),
  };
}

/**
 * Metadata of every page: title and description from the SEO settings (falling back to the
 * given values), a self-referencing absolute canonical, hreflang ar/en/x-default, Open Graph and
 * Twitter tags with the SEO image as a full URL (SPEC §3).
 */
export async function buildPageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { locale } = input;
  const seo = input.page ? await getSeoEntry(input.page, locale) : null;
  const seoFirst = !input.preferGiven;
  const title = (seoFirst ? seo?.title || input.title : input.title || seo?.title) ?? "";
  // SEO titles are complete ("FAQ | Group name"); our own get the layout's "%s | site" template.
  const titleIsSeo = Boolean(seo?.title) && title === seo?.title;
  const description = (seoFirst ? seo?.description || input.description : input.description || seo?.description) ?? "";
  const imageUrl = seoFirst
    ? (seoImageUrl(seo?.image, env.SITE_URL) ?? seoImageUrl(input.image, env.SITE_URL))
    : (seoImageUrl(input.image, env.SITE_URL) ?? seoImageUrl(seo?.image, env.SITE_URL));
  const alternates = buildAlternates(env.SITE_URL, localePaths(input.href), locale);
  const images = imageUrl ? [{ url: imageUrl, alt: title }] : undefined;
  const type = input.type ?? "website";

  return {
    title: fitTitle(title, titleIsSeo || input.absoluteTitle ? null : (await getSiteSettings(locale)).siteName),
    description: description || undefined,
    keywords: seo?.keywords ? seo.keywords.split(/[,،]\s*/).filter(Boolean) : undefined,
    alternates,
    robots: input.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type,
      title,
      description: description || undefined,
      url: alternates.canonical,
      locale: ogLocale[locale],
      alternateLocale: [ogLocale[locale === "ar" ? "en" : "ar"]],
      images,
      ...(type === "article"
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: input.authors }
        : {}),
    },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title,
      description: description || undefined,
      images: images?.map((image) => image.url),
    },
  };
}
