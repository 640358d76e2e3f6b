"use client";

import type { ReactNode } from "react";
import { ContentCard } from "@/components/content/content-card";
import { PostCard } from "@/components/blog/post-card";
import { DoctorCard, type DoctorCardData } from "@/components/doctors/doctor-card";
import { NextSlotsScope } from "@/components/doctors/next-slots";
import { SoftLink } from "@/lib/navigation/soft-link";
import { OfferCard } from "@/components/offers/offer-card";
import { JsonLdScript } from "@/components/seo/json-ld";
import { CardRow, CardRowItem } from "@/components/ui/card-row";
import { telHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Testimonial } from "@/lib/api/home";
import type { PostCardData } from "@/lib/blog/types";
import type { ContentCardItem } from "@/lib/content/card-item";
import type { ImageSource } from "@/lib/images";
import type { OfferCard as OfferCardData } from "@/lib/offers/types";
import { businessUnitsJsonLd, type BusinessUnitFacts } from "@/lib/seo/business-units";
import { TestimonialCard } from "./testimonial-card";

/** A business unit's card and JSON-LD facts, its texts written by the server (business-units-section.tsx). */
export type UnitCardData = BusinessUnitFacts & {
  id: number;
  /** "Founded in 1984", as the section words it. */
  founded: string;
  /** "Call …", the phone link's name for screen readers. */
  call: string;
};

/** One of the most read articles: its page's path, as a link writes it. */
export type RankedPostData = { id: number; path: string; title: string; category: string; image: ImageSource };

/** A row of one kind of card (or one testimonial), and the data each card is drawn from. */
export type HomeCardRowProps =
  | { kind: "doctors"; columns: string; cards: DoctorCardData[] }
  | { kind: "content"; columns: string; cards: ContentCardItem[] }
  | { kind: "offers"; columns: string; cards: OfferCardData[] }
  | { kind: "posts"; columns: string; cards: PostCardData[] }
  /** With the group the units' JSON-LD names them part of, and the site's address for their images. */
  | { kind: "units"; columns: string; cards: UnitCardData[]; group: { name: string; url: string }; siteUrl: string }
  | { kind: "ranked"; columns: string; cards: RankedPostData[] }
  /** A testimonial, one a slide of its carousel (testimonials-carousel.tsx puts each child in a slide). */
  | { kind: "testimonial"; card: Testimonial };

/** A row of cards, each drawn from its data in its item of the row. */
function rowOf<T extends { id: number }>(columns: string, cards: readonly T[], card: (data: T) => ReactNode) {
  return (
    <CardRow columns={columns}>
      {cards.map((data) => (
        <CardRowItem key={data.id}>{card(data)}</CardRowItem>
      ))}
    </CardRow>
  );
}

/**
 * The home page's rows of cards, drawn here from each card's data: the server renders the same
 * markup, and the page's payload carries the data instead of each card's element tree. This
 * module's code is loaded after the page's first load (home-cards.tsx, lazy-cards.tsx).
 */
export function HomeCardRow(props: HomeCardRowProps) {
  switch (props.kind) {
    case "doctors":
      return <NextSlotsScope>{rowOf(props.columns, props.cards, (doctor) => <DoctorCard doctor={doctor} headingLevel={3} nextSlots />)}</NextSlotsScope>;
    case "content":
      return rowOf(props.columns, props.cards, (item) => <ContentCard item={item} headingLevel={3} />);
    case "offers":
      return rowOf(props.columns, props.cards, (offer) => <OfferCard offer={offer} headingLevel={3} />);
    case "posts":
      return rowOf(props.columns, props.cards, (post) => <PostCard post={post} headingLevel={3} />);
    case "units":
      return (
        <>
          {rowOf(props.columns, props.cards, (unit) => (
            // Its picture, name, description, place and phone: styled from .unit-card (globals.css), the place's and the phone's icons drawn there.
            <article className="unit-card">
              <div>
                <ResponsiveImage image={unit.image} alt="" width={800} height={450} />
              </div>
              <div>
                <h3>{unit.name}</h3>
                <p>{unit.description}</p>
                <p>
                  <span>
                    {unit.city} · {unit.founded}
                  </span>
                </p>
                <a href={telHref(unit.phone)}>
                  <span className="sr-only">{unit.call}: </span>
                  <PhoneNumber value={unit.phone} />
                </a>
              </div>
            </article>
          ))}
          {/* The units' JSON-LD, from the same facts: in the HTML, and not a second time in the payload. */}
          <JsonLdScript data={businessUnitsJsonLd(props.cards, props.group, props.siteUrl)} />
        </>
      );
    case "ranked":
      return (
        <ol className={`grid gap-4 ${props.columns}`}>
          {props.cards.map((post, index) => (
            // Its rank, thumbnail, title link (stretched over the row) and category: styled from .ranked-post.
            <li key={post.id} className="ranked-post">
              <span aria-hidden="true">{index + 1}</span>
              <div>
                <ResponsiveImage image={post.image} alt="" width={160} height={128} />
              </div>
              <div>
                <h3>
                  <SoftLink href={post.path}>{post.title}</SoftLink>
                </h3>
                <p>{post.category}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "testimonial":
      return <TestimonialCard testimonial={props.card} />;
  }
}
