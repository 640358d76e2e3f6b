import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOrDefault } from "@/lib/i18n/locales";

type Params = Promise<{ locale: string }>;
type AccountMessageKey = "signUpTitle" | "signUpDescription" | "otpTitle" | "otpDescription" | "resetTitle" | "resetDescription" | "otpResetTitle" | "confirmTitle" | "confirmDescription";

/** Metadata of the sign layout's pages: a title and description, never indexed. */
export async function accountMetadata(params: Params, title: AccountMessageKey, description: AccountMessageKey): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "account" });
  return { title: t(title), description: t(description), robots: { index: false } };
}
