"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale } from "next-intl";
import { ChevronBackIcon, ChevronForwardIcon } from "@/components/ui/icons";
import { useCarouselHold } from "@/components/ui/use-carousel-hold";
import { useLazySwiper } from "@/components/ui/use-lazy-swiper";
import type { Swiper } from "@/components/ui/swiper-loader";
import { DoctorCard, type DoctorCardData } from "./doctor-card";

type Labels = {
  /** Id of the visible heading that names the carousel. */
  labelledBy: string;
  roleDescription: string;
  slideRoleDescription: string;
  previous: string;
  next: string;
  /** "{index} of {total}" already filled per slide by the server. */
  slideLabels: string[];
};

const SPEED_MS = 400;
/** Space between cards, in px: Swiper places the cards with it (the `me-4` before it runs). */
const GAP_PX = 16;

/**
 * An accessible carousel (WAI-ARIA APG) on Swiper: a labelled region, slides as labelled groups
 * that move by swipe, keyboard (arrow keys while focus is inside) and previous/next buttons, one
 * card a step, right to left in Arabic. It never moves on its own (no autoplay, so no pause control
 * is needed), and moves without animation when the visitor prefers reduced motion. The cards are
 * server-rendered with their widths in the stylesheet (`slidesPerView: "auto"`); Swiper loads when
 * the carousel comes into view and the browser is idle, or at the first interaction.
 *
 * The cards are drawn here from each doctor's few fields (card-data.ts), as the doctor search's
 * list draws its own (doctor-card-list.tsx): the page's payload carries about 0.4 kB of data a
 * card instead of a card's element tree (≈ 2.4 kB in English, 3.3 in Arabic); same HTML.
 */
export function RelatedDoctorsCarousel({ labels, doctors }: { labels: Labels; doctors: DoctorCardData[] }) {
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const { focused, handlers: hold } = useCarouselHold();

  const edges = (instance: Swiper) => {
    setAtStart(instance.isBeginning);
    setAtEnd(instance.isEnd);
  };

  const { beforeSwiper } = useLazySwiper(rootRef, () => ({
    slidesPerView: "auto",
    spaceBetween: GAP_PX,
    navigation: { prevEl: prevRef.current, nextEl: nextRef.current, addIcons: false },
    a11y: {
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      // Each card's "n of total" label is rendered by the server already.
      slideLabelMessage: "",
      itemRoleDescriptionMessage: labels.slideRoleDescription,
      notificationClass: "sr-only",
    },
    on: { afterInit: edges, slideChange: edges, resize: edges, reachEnd: edges, fromEdge: edges },
  }), { speedMs: SPEED_MS, focused });

  // Before Swiper runs: "next" is useful only when the cards overflow the track.
  useEffect(() => {
    const root = rootRef.current;
    const track = root?.firstElementChild;
    if (root && track) setAtEnd(track.scrollWidth <= root.clientWidth + 4);
  }, []);

  return (
    // A labelled <section> is the carousel's region (no ARIA role needed: HTML validators flag it).
    <section
      aria-roledescription={labels.roleDescription}
      aria-labelledby={labels.labelledBy}
      data-testid="related-doctors"
      className="related-doctors"
      dir={locale === "ar" ? "rtl" : "ltr"}
      {...hold}
    >
      <div className="related-doctors-controls">
        <button
          ref={prevRef}
          type="button"
          className="carousel-button"
          onClick={() => beforeSwiper((instance) => instance.slidePrev())}
          disabled={atStart}
          aria-label={labels.previous}
        >
          <ChevronBackIcon />
        </button>
        <button
          ref={nextRef}
          type="button"
          className="carousel-button"
          onClick={() => beforeSwiper((instance) => instance.slideNext())}
          disabled={atEnd}
          aria-label={labels.next}
        >
          <ChevronForwardIcon />
        </button>
      </div>
      <div ref={rootRef} className="swiper">
        <div className="swiper-wrapper">
          {doctors.map((doctor, index) => (
            <div
              key={doctor.id}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={labels.slideLabels[index]}
              className="swiper-slide related-doctor-slide"
            >
              <DoctorCard doctor={doctor} nextSlots />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
