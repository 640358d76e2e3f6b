import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { isLocale } from "@/lib/i18n/routing";

// Any path no other route matches: the localized 404 of this group's not-found.tsx.
export default async function CatchAll({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  notFound();
}
