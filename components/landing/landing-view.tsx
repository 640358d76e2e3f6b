import { getTranslations } from "next-intl/server";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { LandingPage } from "@/lib/contract/engagement";
import { slugIn } from "@/lib/api/slugs";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { formatPrice } from "@/lib/offers/format";
import { isolate } from "@/lib/intl/bidi";
import { LeadForm } from "./lead-form";

/** A campaign page: hero with the form beside it, the benefits, then the doctors or offers. */
export async function LandingView({ locale, page }: { locale: Locale; page: LandingPage }) {
  const t = await getTranslations({ locale, namespace: "landing" });

  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="space-y-5">
            <h1 className="text-3xl font-bold leading-tight md:text-4xl">{page.title}</h1>
            <p className="max-w-2xl text-lg text-brand-100">{page.hero_text}</p>
            <div className="hidden aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-brand-800 md:block">
              <ResponsiveImage image={page.image} alt="" width={1200} height={675} className="size-full object-cover" />
            </div>
          </div>
          <LeadForm locale={locale} page={page} />
        </div>
      </section>

      <section aria-labelledby="landing-benefits" className="container-page py-10">
        <h2 id="landing-benefits" className="text-2xl font-bold text-brand-800">
          {t("benefitsTitle")}
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {page.benefits.map((benefit) => (
            <li key={benefit} className="rounded-[var(--radius-card)] border-s-4 border-brand-600 bg-white p-5 text-ink shadow-[var(--shadow-card)]">
              {benefit}
            </li>
          ))}
        </ul>
      </section>

      {page.doctors.length > 0 && (
        <section aria-labelledby="landing-doctors" className="container-page pb-12">
          <h2 id="landing-doctors" className="text-2xl font-bold text-brand-800">
            {t("doctorsTitle")}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {page.doctors.map((doctor) => (
              <li key={doctor.id} className="flex items-center gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
                <ResponsiveImage image={doctor.image} alt="" width={80} height={80} className="size-20 shrink-0 rounded-full object-cover" />
                <div>
                  <Link
                    href={{ pathname: "/doctor/[slug]", params: { slug: slugIn(doctor, locale) } }}
                    className="font-bold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {doctor.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {doctor.title.name} · {doctor.speciality.name}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {page.offers.length > 0 && (
        <section aria-labelledby="landing-offers" className="container-page pb-12">
          <h2 id="landing-offers" className="text-2xl font-bold text-brand-800">
            {t("offersTitle")}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {page.offers.map((offer) => (
              <li key={offer.id} className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
                <Link
                  href={{ pathname: "/offer/[slug]", params: { slug: slugIn(offer, locale) } }}
                  className="font-bold text-brand-800 underline-offset-4 hover:underline"
                >
                  {offer.title}
                </Link>
                <p className="mt-1 text-ink">
                  {t("price", { price: isolate(locale, formatPrice(locale, offer.price, offer.currency)), was: isolate(locale, formatPrice(locale, offer.price_instead_of, offer.currency)) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
