"use client";

import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronBackIcon, ChevronForwardIcon } from "@/components/ui/icons";

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

/**
 * An accessible carousel (WAI-ARIA APG): a labelled region, slides as labelled groups in a
 * scroll-snapping list that also scrolls by touch, swipe, keyboard and screen reader, and
 * previous/next buttons that move one slide. It never moves on its own (no autoplay, so no
 * pause control is needed), and it honours reduced motion.
 */
export function RelatedDoctorsCarousel({ labels, children }: { labels: Labels; children: ReactNode }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // scrollLeft is 0 at the start and negative towards the end in RTL.
    const position = Math.abs(track.scrollLeft);
    setAtStart(position < 4);
    setAtEnd(position + track.clientWidth >= track.scrollWidth - 4);
  }, []);

  useEffect(() => {
    update();
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      track.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [update]);

  function move(direction: 1 | -1) {
    const track = trackRef.current;
    const first = track?.querySelector<HTMLElement>(":scope > [role=group]");
    if (!track || !first) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const step = first.offsetWidth + gap;
    const rtl = getComputedStyle(track).direction === "rtl";
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({ left: direction * step * (rtl ? -1 : 1), behavior: reduce ? "auto" : "smooth" });
  }

  const button =
    "inline-flex size-11 items-center justify-center rounded-full border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-line disabled:text-line-strong";

  return (
    // A labelled <section> is the carousel's region (no ARIA role needed: HTML validators flag it).
    <section aria-roledescription={labels.roleDescription} aria-labelledby={labels.labelledBy} data-testid="related-doctors">
      <div className="mb-3 flex justify-end gap-2">
        <button type="button" className={button} onClick={() => move(-1)} disabled={atStart} aria-label={labels.previous}>
          <ChevronBackIcon />
        </button>
        <button type="button" className={button} onClick={() => move(1)} disabled={atEnd} aria-label={labels.next}>
          <ChevronForwardIcon />
        </button>
      </div>
      <div
        ref={trackRef}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-3 motion-reduce:scroll-auto [scrollbar-width:thin]"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={labels.slideLabels[index]}
            className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.7rem)]"
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
