import { getTranslations } from "next-intl/server";
import { getSiteSettings } from "@/lib/api/settings";
import { homePath, isLocale, locales } from "@/lib/i18n/routing";

/**
 * The web app manifest of each language (/manifest/ar.webmanifest, /manifest/en.webmanifest):
 * name, direction, start URL and icons in the visitor's language, so an installed site opens
 * where it was installed from. Built once; the settings' site name is read at build time.
 */
export const dynamic = "force-static";
export const revalidate = 86400;

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.webmanifest` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = (await params).file.replace(/\.webmanifest$/, "");
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: "pwa" }),
    getSiteSettings(locale).catch(() => null),
  ]);
  const manifest = {
    id: homePath(locale),
    name: settings?.siteName || t("name"),
    short_name: t("shortName"),
    description: t("description"),
    lang: locale,
    dir: locale === "ar" ? "rtl" : "ltr",
    start_url: homePath(locale),
    scope: "/",
    display: "standalone",
    theme_color: "#0b3b38",
    background_color: "#f6f8f8",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png", purpose: "any" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
