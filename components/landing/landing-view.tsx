import { keepData } from "@/components/ui/kept-data";
import type { LandingPage } from "@/lib/contract/engagement";
import { slugIn } from "@/lib/api/slugs";
import type { Locale } from "@/lib/i18n/routing";
import { KeptLandingHero, KeptLandingSections } from "./kept-landing";
import { landingViewData, landingViewDataUrl } from "./landing-view-data";
import { LeadForm } from "./lead-form";

/**
 * A campaign page: hero with the form beside it, the benefits, then the doctors or offers. All but
 * the form is kept by key (kept-landing.tsx): one data object, drawn by two views around the form.
 */
export async function LandingView({ locale, page }: { locale: Locale; page: LandingPage }) {
  const content = { keptKey: keepData(await landingViewData(locale, page)), dataUrl: landingViewDataUrl(slugIn(page, locale), locale) };
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[3fr_2fr] lg:items-start">
          <KeptLandingHero {...content} />
          <LeadForm locale={locale} page={page} />
        </div>
      </section>
      <KeptLandingSections {...content} />
    </>
  );
}
