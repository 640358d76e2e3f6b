"use client";

import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import NextLink from "@/components/navigation/smart-next-link";
import { buttonClasses } from "@/components/ui/button";
import { ArrowForwardIcon, ChevronBackIcon, ChevronForwardIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";
import type { ImageVariants } from "@/lib/images";

export type HeroSlide = {
  id: number;
  title: string;
  description: string;
  image: ImageVariants;
  /** Localized URL (already resolved on the server), or null when the slide links nowhere. */
  href: string | null;
  external: boolean;
  linkText: string;
};

/** Translated strings; `{index}` and `{total}` are filled in here. */
export type HeroCarouselLabels = {
  region: string;
  roleDescription: string;
  slideRoleDescription: string;
  slideLabel: string;
  previous: string;
  next: string;
  goTo: string;
  pause: string;
  play: string;
  newTab: string;
};

const AUTOPLAY_DELAY_MS = 6000;

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const controlClass = "inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15";

/**
 * The home hero (docs/DESIGN), as the WAI-ARIA APG carousel pattern: slides fade (0.5 s) one
 * into the next, a visible pause/play control, previous/next and a button per slide, arrow keys
 * while focus is inside. It advances on its own only while playing, never while hovered or
 * focused and never when the visitor prefers reduced motion. Slides out of view are inert. The
 * first image is the LCP element and loads with high priority; no carousel library is shipped.
 */
export function HeroCarousel({ slides, labels }: { slides: HeroSlide[]; labels: HeroCarouselLabels }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses pause/play: then their choice wins over the default.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  // Slides stack in one grid cell, so a lazy image there is always "in view": the images of
  // slides not yet shown are rendered only once the slide is current or next, after hydration,
  // so they never compete with the first (LCP) image.
  const [reached, setReached] = useState(0);
  const count = slides.length;
  const multiple = count > 1;
  const playing = multiple && (choice ?? !reducedMotion);

  const go = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count;
      setIndex(target);
      setReached((max) => Math.max(max, Math.min(target + 1, count - 1)));
    },
    [count],
  );

  // Once the page has loaded, fetch the next slide's image ahead of its turn.
  useEffect(() => {
    const reveal = () => setReached((max) => Math.max(max, Math.min(1, count - 1)));
    if (document.readyState === "complete") {
      const timer = window.setTimeout(reveal, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener("load", reveal, { once: true });
    return () => window.removeEventListener("load", reveal);
  }, [count]);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, go]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!multiple || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    // "Forward" is the reading direction: left in Arabic, right in English.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = (event.key === "ArrowRight") !== rtl;
    event.preventDefault();
    go(index + (forward ? 1 : -1));
  };

  return (
    <section
      aria-label={labels.region}
      aria-roledescription={labels.roleDescription}
      className="hero relative bg-brand-900"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="grid" aria-live={playing && !held ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={fill(labels.slideLabel, { index: i + 1, total: count })}
              inert={!current}
              className={`relative col-start-1 row-start-1 flex flex-col transition-opacity duration-500 ease-[var(--ease-calm)] motion-reduce:transition-none md:block ${
                current ? "z-[1] opacity-100" : "opacity-0"
              }`}
            >
              {i <= reached ? (
                <ResponsiveImage
                  image={slide.image}
                  alt=""
                  width={1600}
                  height={600}
                  mobileWidth={640}
                  mobileHeight={400}
                  priority={i === 0}
                  className="block aspect-[8/5] w-full object-cover md:aspect-[8/3] md:max-h-[34rem] md:min-h-[24rem]"
                />
              ) : (
                <div className="aspect-[8/5] w-full bg-brand-800 md:aspect-[8/3] md:max-h-[34rem] md:min-h-[24rem]" />
              )}
              <div className="hidden md:absolute md:inset-0 md:block ltr:bg-linear-to-r rtl:bg-linear-to-l from-brand-900/95 via-brand-900/70 to-transparent" />
              <div className="flex-1 bg-brand-900 md:absolute md:inset-0 md:flex md:items-center md:bg-transparent">
                <div className="container-page pt-6 pb-16 md:py-0">
                  <div className="max-w-xl text-white">
                    <h2 className="text-2xl font-bold md:text-4xl lg:text-5xl">{slide.title}</h2>
                    {slide.description && <p className="mt-3 text-base text-brand-100 md:text-lg">{slide.description}</p>}
                    {slide.href && slide.linkText && (
                      <NextLink
                        href={slide.href}
                        prefetch={false}
                        {...(slide.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                        className={buttonClasses("inverse", "md", "mt-6")}
                      >
                        {slide.linkText}
                        <ArrowForwardIcon size={18} />
                        {slide.external && <span className="sr-only"> {labels.newTab}</span>}
                      </NextLink>
                    )}
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {multiple && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 md:bottom-5">
          <div className="container-page flex items-center gap-2">
            <div className="pointer-events-auto flex items-center gap-1 rounded-full bg-brand-900/80 p-1 backdrop-blur">
              <button
                type="button"
                onClick={() => setChoice(!playing)}
                aria-label={playing ? labels.pause : labels.play}
                className={controlClass}
              >
                {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
              </button>
              <button type="button" onClick={() => go(index - 1)} aria-label={labels.previous} className={controlClass}>
                <ChevronBackIcon size={20} />
              </button>
              <div className="flex items-center">
                {slides.map((slide, i) => (
                  <button
                    key={slide.id}
                    type="button"
                    onClick={() => go(i)}
                    aria-label={fill(labels.goTo, { index: i + 1 })}
                    aria-current={i === index ? "true" : undefined}
                    className="group inline-flex size-8 items-center justify-center"
                  >
                    <span
                      className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                        i === index ? "w-6 bg-white" : "w-2.5 bg-white/55 group-hover:bg-white/80"
                      }`}
                    />
                  </button>
                ))}
              </div>
              <button type="button" onClick={() => go(index + 1)} aria-label={labels.next} className={controlClass}>
                <ChevronForwardIcon size={20} />
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
