"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState } from "react";
import { ChevronBackIcon, ChevronForwardIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { useMinWidth } from "@/components/navigation/window-width";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";
import type { ImageSource } from "@/lib/images";

export type TestimonialSlide = { id: number; name: string; text: string; rating: number; image: ImageSource };

const ADVANCE_MS = 7000;

/**
 * Slides visible at once, from the window width store (SPEC §9 breakpoints): 3 from 1024 px, 2 from
 * 768 px, else 1 — the same steps as the slide widths `w-full md:w-1/2 lg:w-1/3`. Null until the
 * width is first read, while the stylesheet alone decides what shows.
 */
function usePerView(): number | null {
  const wide = useMinWidth(1024);
  const medium = useMinWidth(768);
  if (wide === null || medium === null) return null;
  return wide ? 3 : medium ? 2 : 1;
}

/**
 * Before the width is known, the controls show or hide at the same CSS breakpoints as the slides,
 * so they do not appear or vanish when it is read.
 */
function controlsVisibility(count: number, perView: number | null): string | null {
  if (perView !== null) return count > perView ? "" : null;
  if (count <= 1) return null;
  return count === 2 ? "md:hidden" : count === 3 ? "lg:hidden" : "";
}

/**
 * Testimonials carousel (WAI-ARIA APG carousel pattern): previous/next buttons, a visible
 * pause/play control, auto-advance only while playing and never when the visitor prefers
 * reduced motion; it stops while hovered or focused. Slides out of view are inert.
 */
export function TestimonialsCarousel({ slides }: { slides: TestimonialSlide[] }) {
  const t = useTranslations("home.testimonials");
  const locale = useLocale();
  const rtl = locale === "ar";
  const knownPerView = usePerView();
  // Before the first read: the first slide is surely in view and the position is 0 at any width.
  const perView = knownPerView ?? 1;
  const maxIndex = Math.max(0, slides.length - perView);
  const controls = controlsVisibility(slides.length, knownPerView);
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses pause/play: then their choice wins over the default.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [held, setHeld] = useState(false);
  const regionId = useId();
  const current = Math.min(index, maxIndex);
  const multiple = maxIndex > 0;

  const go = useCallback((next: number) => setIndex(((next % (maxIndex + 1)) + maxIndex + 1) % (maxIndex + 1)), [maxIndex]);

  useEffect(() => {
    if (!playing || held || !multiple) return;
    const timer = window.setTimeout(() => go(current + 1), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, multiple, current, go]);

  const offset = (current * 100) / perView;
  const buttonClass =
    "inline-flex size-11 items-center justify-center rounded-full border border-brand-600 bg-white text-brand-700 hover:bg-brand-50";

  return (
    // A labelled <section> is the carousel's region (no ARIA role needed: HTML validators flag it).
    <section
      aria-roledescription={t("roleDescription")}
      aria-label={t("label")}
      className="flex flex-col gap-6"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {controls !== null && (
        <div className={`flex items-center gap-2 ${controls}`}>
          <button type="button" className={buttonClass} onClick={() => setChoice(!playing)}>
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            <span className="sr-only">{playing ? t("pause") : t("play")}</span>
          </button>
          <button type="button" className={buttonClass} aria-controls={regionId} onClick={() => go(current - 1)}>
            <ChevronBackIcon size={18} />
            <span className="sr-only">{t("previous")}</span>
          </button>
          <button type="button" className={buttonClass} aria-controls={regionId} onClick={() => go(current + 1)}>
            <ChevronForwardIcon size={18} />
            <span className="sr-only">{t("next")}</span>
          </button>
        </div>
      )}
      <div className="-mx-3 overflow-hidden">
        <div
          id={regionId}
          aria-live={playing && !held ? "off" : "polite"}
          className="flex transition-transform duration-500 ease-[var(--ease-calm)] motion-reduce:transition-none"
          style={{ transform: `translateX(${rtl ? offset : -offset}%)` }}
        >
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={t("slideRoleDescription")}
                aria-label={t("slideLabel", { index: i + 1, total: slides.length })}
                inert={!visible}
                className="w-full shrink-0 px-3 md:w-1/2 lg:w-1/3"
              >
                <figure className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
                  <StarRating rating={slide.rating} label={t("rating", { rating: slide.rating })} />
                  <blockquote className="flex-1 text-ink">
                    <p>{slide.text}</p>
                  </blockquote>
                  <figcaption className="flex items-center gap-3">
                    <span className="size-12 shrink-0 overflow-hidden rounded-full bg-surface">
                      <ResponsiveImage image={slide.image} alt="" width={96} height={96} className="h-full w-full object-cover" />
                    </span>
                    <span className="font-bold text-brand-800">{slide.name}</span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

const STAR_PATH = "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z";

/** Five stars in one SVG (the shape is defined once), filled from the reading start. */
function StarRating({ rating, label }: { rating: number; label: string }) {
  const id = useId();
  return (
    <svg role="img" aria-label={label} width="98" height="18" viewBox="0 0 130 24" className="text-accent-600 rtl:-scale-x-100">
      <defs>
        <path id={id} d={STAR_PATH} stroke="currentColor" strokeWidth="1.5" />
      </defs>
      {[0, 1, 2, 3, 4].map((star) => (
        <use key={star} href={`#${id}`} x={star * 26.5} fill={star < rating ? "currentColor" : "none"} />
      ))}
    </svg>
  );
}
