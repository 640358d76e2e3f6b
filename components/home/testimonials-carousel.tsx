"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from "react";
import { ChevronBackIcon, ChevronForwardIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { ImageSource } from "@/lib/images";

export type TestimonialSlide = { id: number; name: string; text: string; rating: number; image: ImageSource };

const ADVANCE_MS = 7000;
/** Slides visible at once per breakpoint (Tailwind md / lg). */
const PER_VIEW: [string, number][] = [
  ["(min-width: 1024px)", 3],
  ["(min-width: 768px)", 2],
];

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange: () => void) {
  const mq = window.matchMedia(REDUCED_MOTION);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

function usePerView(): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const queries = PER_VIEW.map(([query, count]) => [window.matchMedia(query), count] as const);
    const update = () => setPerView(queries.find(([mq]) => mq.matches)?.[1] ?? 1);
    update();
    queries.forEach(([mq]) => mq.addEventListener("change", update));
    return () => queries.forEach(([mq]) => mq.removeEventListener("change", update));
  }, []);
  return perView;
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
  const perView = usePerView();
  const maxIndex = Math.max(0, slides.length - perView);
  const [index, setIndex] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
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
    <div
      role="region"
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
      {multiple && (
        <div className="flex items-center gap-2">
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
                  <p className="flex gap-0.5 text-accent-600" role="img" aria-label={t("rating", { rating: slide.rating })}>
                    {Array.from({ length: 5 }, (_, star) => (
                      <svg key={star} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path
                          d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z"
                          fill={star < slide.rating ? "currentColor" : "none"}
                          stroke="currentColor"
                          strokeWidth="1.5"
                        />
                      </svg>
                    ))}
                  </p>
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
    </div>
  );
}
