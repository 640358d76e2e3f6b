import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";

type Params = Promise<{ locale: string }>;
type AccountMessageKey = "signUpTitle" | "signUpDescription" | "otpTitle" | "otpDescription" | "resetTitle" | "resetDescription" | "otpResetTitle" | "confirmTitle" | "confirmDescription";

/** Metadata of the sign layout's pages: a title and description, never indexed. */
export async function accountMetadata(params: Params, title: AccountMessageKey, description: AccountMessageKey): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "account" });
  return { title: t(title), description: t(description), robots: { index: false } };
}

/** The page's locale, validated and set for the request (static rendering). */
export async function accountPageLocale(params: Params): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
