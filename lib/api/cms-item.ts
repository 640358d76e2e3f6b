import type { Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";
import { localizedSlugs, type Slugs } from "./slugs";

/** What every item the CMS publishes under a slug has (posts, offers, the content kinds), as the site uses it. */
export type CmsItem = {
  id: number;
  /** The slug in the requested language (what links use). */
  slug: string;
  slugs: Slugs;
  title: string;
  excerpt: string;
  /** CMS HTML, unsanitized: sanitize with lib/sanitize before rendering. */
  body: string;
  image: ImageSource;
};

type WireCmsItem = { id: number; slug_ar: string; slug_en: string; title: string; excerpt: string; body: string; image: ImageSource };

/** The common fields of a wire item, mapped once (each module adds its own). */
export function toCmsItem(wire: WireCmsItem, locale: Locale): CmsItem {
  const { id, title, excerpt, body, image } = wire;
  return { id, ...localizedSlugs(wire, locale), title, excerpt, body, image };
}
