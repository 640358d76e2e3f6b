import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { siteWideClientMessages } from "@/lib/intl/client-messages";
import { EarlyScripts } from "@/components/layout/early-scripts";
import { MainLandmarkScope } from "@/components/layout/error-boundary";
import { NavigationRuntimeLoader } from "@/components/navigation/navigation-runtime-loader";
import { RegisterServiceWorker } from "@/components/pwa/register-service-worker";
import { getSiteSettings } from "@/lib/api/settings";
import { env } from "@/lib/env";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale, routing, type Locale } from "@/lib/i18n/routing";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: "#0b3b38",
  width: "device-width",
  initialScale: 1,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const settings = await getSiteSettings(locale);
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.siteDescription,
    applicationName: settings.siteName,
    icons: {
      icon: [
        { url: "/favicon-32.png", type: "image/png", sizes: "32x32" },
        { url: "/icon.png", type: "image/png", sizes: "512x512" },
      ],
      apple: "/apple-icon.png",
    },
    manifest: `/manifest/${locale}.webmanifest`,
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = pageLocale((await params).locale);

  const clientMessages = siteWideClientMessages(await getMessages());

  return (
    <html
      lang={locale}
      dir={localeDirection(locale)}
      // The early script marks it once it has added the web fonts (lib/fonts/start-web-fonts-script.ts).
      suppressHydrationWarning
    >
      <body className="bg-white text-ink antialiased">
        {/* First in the body, so it listens before any form can be pressed. */}
        <EarlyScripts />
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <NavigationRuntimeLoader />
          <MainLandmarkScope inside={false}>{children}</MainLandmarkScope>
          <RegisterServiceWorker />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

function localeDirection(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
