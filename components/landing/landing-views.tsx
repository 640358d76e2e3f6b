import type { ReactNode } from "react";
import { PictureView } from "@/components/ui/picture-view";
import type { ImageSource } from "@/lib/images";

/** A campaign page's content as data, its words, prices and links already in the page's language (landing-view-data.ts). */
export interface LandingViewData {
  title: string;
  heroText: string;
  image: ImageSource | null;
  benefits: { heading: string; items: string[] };
  doctors?: { heading: string; items: { id: number; name: string; href: string; image: ImageSource | null; line: string }[] };
  offers?: { heading: string; items: { id: number; title: string; href: string; price: string }[] };
}

/**
 * The hero's words and picture, a pure function of the page's data: the server writes it once per
 * process for the same data, and the payload carries a key instead of its element tree
 * (kept-landing.tsx). The picture swaps to the fallback by the layout's script.
 */
export function LandingHeroView({ title, heroText, image }: LandingViewData) {
  return (
    <>
      <h1 className="text-3xl font-bold leading-tight md:text-4xl">{title}</h1>
      <p className="max-w-2xl text-lg text-brand-100">{heroText}</p>
      <div className="hidden aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-brand-800 md:block">
        <PictureView image={image} alt="" width={1200} height={675} swappedByPage className="size-full object-cover" />
      </div>
    </>
  );
}

const CARD = "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]";
const CARD_LINK = "font-bold text-brand-800 underline-offset-4 hover:underline";

/** A section of cards below the hero: the campaign's doctors or its offers. */
function CardsSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="container-page pb-12">
      <h2 id={id} className="text-2xl font-bold text-brand-800">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">{children}</ul>
    </section>
  );
}

/** The benefits, then the campaign's doctors or offers, from the same data as the hero; plain links. */
export function LandingSectionsView({ benefits, doctors, offers }: LandingViewData) {
  return (
    <>
      <section aria-labelledby="landing-benefits" className="container-page py-10">
        <h2 id="landing-benefits" className="text-2xl font-bold text-brand-800">
          {benefits.heading}
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {benefits.items.map((benefit) => (
            <li key={benefit} className={`border-s-4 border-brand-600 text-ink ${CARD}`}>
              {benefit}
            </li>
          ))}
        </ul>
      </section>

      {doctors && (
        <CardsSection id="landing-doctors" heading={doctors.heading}>
          {doctors.items.map((doctor) => (
            <li key={doctor.id} className={`flex items-center gap-4 ${CARD}`}>
              <PictureView image={doctor.image} alt="" width={80} height={80} swappedByPage className="size-20 shrink-0 rounded-full object-cover" />
              <div>
                <a href={doctor.href} className={CARD_LINK}>
                  {doctor.name}
                </a>
                <p className="text-sm text-muted">{doctor.line}</p>
              </div>
            </li>
          ))}
        </CardsSection>
      )}

      {offers && (
        <CardsSection id="landing-offers" heading={offers.heading}>
          {offers.items.map((offer) => (
            <li key={offer.id} className={CARD}>
              <a href={offer.href} className={CARD_LINK}>
                {offer.title}
              </a>
              <p className="mt-1 text-ink">{offer.price}</p>
            </li>
          ))}
        </CardsSection>
      )}
    </>
  );
}
