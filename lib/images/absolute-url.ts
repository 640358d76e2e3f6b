import { imageUrl, type ImageSource } from "./index";

/**
 * A full URL for SEO (Open Graph, JSON-LD): an image object becomes the desktop variant under the
 * site's base URL (SPEC §3). Apart from lib/images/index.ts, whose helpers the cards' client code
 * imports: a module's exports all go into the browser's bundle with it.
 */
export function absoluteImageUrl(image: ImageSource | null | undefined, siteUrl: string): string {
  const url = imageUrl(image, "desktop");
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  return `${siteUrl.replace(/\/+$/, "")}${url}`;
}
