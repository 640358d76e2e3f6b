import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LandingView } from "@/components/landing/landing-view";
import { LandingThanks } from "@/components/landing/landing-thanks";
import { getLandingPage, getLandingPages } from "@/lib/api/engagement";
import { isNotFoundError } from "@/lib/api/errors";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string; slug?: string[] }> };

// ISR: cached HTML for the ads' visitors, refreshed in the background and by the "landing-pages"
// cache tag. No slug is prerendered (the campaigns change without a build); each is rendered on its
// first request and kept, as news and doctor pages are.
export const revalidate = 300;
export const generateStaticParams = async () => [];

const THANKS = "thankyou-page";

async function pageOf(locale: "ar" | "en", slug: string) {
  return getLandingPage(locale, slug).catch((error: unknown) => {
    if (isNotFoundError(error)) notFound();
    throw error;
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) return {};
  // Campaign pages are for the ads that link to them, not for search engines.
  const robots = { index: false, follow: false };
  if (!slug[0]) return { title: (await getTranslations({ locale, namespace: "landing" }))("benefitsTitle"), robots };
  const page = await pageOf(locale, decodeURIComponent(slug[0]));
  return { title: page.title, description: page.hero_text, robots };
}

/**
 * landing-page/{slug} and landing-page/{slug}/thankyou-page (SPEC §2, landing layout): a campaign
 * page rendered on the server (hero, benefits, doctors or offers) with the lead form, and the
 * thank-you page the form leads to. Static: the ad's UTM parameters are read by the form itself.
 */
export default async function LandingPage({ params }: Props) {
  const { locale: requested, slug = [] } = await params;
  const locale = pageLocale(requested);
  if (slug.length > 2 || (slug.length === 2 && slug[1] !== THANKS)) notFound();

  if (!slug[0]) {
    const pages = await getLandingPages(locale);
    return (
      <ul className="container-page grid gap-4 py-10 md:grid-cols-3">
        {pages.map((p) => (
          <li key={p.id} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
            <Link href={{ pathname: "/landing-page/[[...slug]]", params: { slug: [p.slug] } }} className="text-lg font-bold text-brand-800 underline-offset-4 hover:underline">
              {p.title}
            </Link>
            <p className="mt-1 text-muted">{p.hero_text}</p>
          </li>
        ))}
      </ul>
    );
  }

  const page = await pageOf(locale, decodeURIComponent(slug[0]));
  return slug[1] === THANKS ? <LandingThanks locale={locale} page={page} /> : <LandingView locale={locale} page={page} />;
}
