"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { ChevronBackIcon, ChevronForwardIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { useCarouselPlay } from "@/components/ui/use-carousel-play";
import { swiperTemplate } from "@/components/ui/swiper-template";
import { useLazySwiper } from "@/components/ui/use-lazy-swiper";
import type { ImageSource } from "@/lib/images";
import { HERO_IMAGE_BOX } from "./hero-layout";

/**
 * One slide: its picture's source (drawn here: the first is the LCP image; pictures of slides not
 * yet shown are left out until they are about to be, below, so the payload carries the source
 * alone, not a picture element the HTML does not have) and its text and link, rendered on the server.
 */
export type HeroSlide = { id: number; image: ImageSource; content: ReactNode };

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
};

const AUTOPLAY_DELAY_MS = 6000;
const SPEED_MS = 500;

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const controlClass = "hero-control";
const BULLET_CLASS = "hero-bullet";
const BULLET_ACTIVE_CLASS = "hero-bullet-active";

/**
 * One slide button (styled in globals.css). The server renders these as HTML and Swiper's
 * pagination renders the same string, so the bullets do not change when Swiper takes over.
 */
function bulletHtml(label: string, active: boolean): string {
  return (
    `<button type="button" class="${BULLET_CLASS}${active ? ` ${BULLET_ACTIVE_CLASS}` : ""}" aria-label="${escapeHtml(label)}"${active ? ' aria-current="true"' : ""}>` +
    "<span></span></button>"
  );
}

/**
 * The home hero (docs/DESIGN), as the WAI-ARIA APG carousel pattern on Swiper (A11y, Keyboard,
 * Autoplay, Pagination, Navigation): a visible pause/play control, previous/next and a button per
 * slide, arrow keys while focus is inside, right to left in Arabic. It advances on its own only
 * while playing, never while hovered or focused and never when the visitor prefers reduced motion.
 * Slides out of view are inert. The first slide is server-rendered HTML and its image the LCP
 * element; Swiper loads when the first autoplay step is due or the visitor first reaches for the carousel.
 */
export function HeroCarousel({ slides, labels, dir }: { slides: HeroSlide[]; labels: HeroCarouselLabels; dir?: "rtl" | "ltr" }) {
  const [index, setIndex] = useState(0);
  // Images of slides not yet shown are rendered only once the slide is current or next, after
  // the page has loaded, so they never compete with the first (LCP) image.
  const [reached, setReached] = useState(0);
  const count = slides.length;
  const multiple = count > 1;
  const { playing, moving, toggle, focused, handlers: hold } = useCarouselPlay(multiple);
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);

  const { beforeSwiper } = useLazySwiper(rootRef, () => ({
    slidesPerView: 1,
    rewind: true,
    autoplay: { enabled: false, delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false },
    navigation: { prevEl: prevRef.current, nextEl: nextRef.current, addIcons: false },
    pagination: {
      el: paginationRef.current,
      clickable: true,
      bulletClass: BULLET_CLASS,
      bulletActiveClass: BULLET_ACTIVE_CLASS,
      renderBullet: (i: number) => bulletHtml(fill(labels.goTo, { index: i + 1 }), i === 0),
    },
    a11y: {
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      paginationBulletMessage: swiperTemplate(labels.goTo),
      slideLabelMessage: swiperTemplate(labels.slideLabel),
      itemRoleDescriptionMessage: labels.slideRoleDescription,
      notificationClass: "sr-only",
      // The wrapper's aria-live follows pause/play and hover (below), not only the start state.
      wrapperLiveRegion: false,
    },
    on: {
      slideChange: (instance) => {
        const target = instance.realIndex;
        setIndex(target);
        setReached((max) => Math.max(max, Math.min(target + 1, count - 1)));
      },
    },
  }), { speedMs: SPEED_MS, focused, autoplayMs: moving ? AUTOPLAY_DELAY_MS : null });

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

  if (count === 0) return null;

  const onBulletClick = (event: MouseEvent<HTMLDivElement>) => {
    const bullet = (event.target as Element).closest(`.${BULLET_CLASS}`);
    const target = bullet ? [...event.currentTarget.children].indexOf(bullet) : -1;
    if (target >= 0) beforeSwiper((instance) => instance.slideTo(target));
  };

  return (
    <section
      aria-label={labels.region}
      aria-roledescription={labels.roleDescription}
      dir={dir}
      className="hero relative bg-brand-900"
      {...hold}
    >
      <div ref={rootRef} className="swiper relative touch-pan-y overflow-hidden">
        <div
          className="swiper-wrapper flex transition-transform ease-[var(--ease-calm)]"
          aria-live={moving ? "off" : "polite"}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={fill(labels.slideLabel, { index: i + 1, total: count })}
              inert={i !== index}
              className="swiper-slide hero-slide"
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
                  className={HERO_IMAGE_BOX}
                />
              ) : (
                <div className={`${HERO_IMAGE_BOX} bg-brand-800`} />
              )}
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      {multiple && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 md:bottom-5">
          <div className="container-page flex items-center gap-2">
            <div className="pointer-events-auto flex items-center gap-1 rounded-full bg-brand-900/80 p-1 backdrop-blur">
              <button
                type="button"
                onClick={toggle}
                aria-label={playing ? labels.pause : labels.play}
                className={controlClass}
              >
                {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
              </button>
              <button
                ref={prevRef}
                type="button"
                onClick={() => beforeSwiper((instance) => instance.slidePrev())}
                aria-label={labels.previous}
                className={controlClass}
              >
                <ChevronBackIcon size={20} />
              </button>
              {/* Swiper's pagination replaces these bullets with the same markup once it runs. */}
              <div
                ref={paginationRef}
                className="flex items-center"
                onClick={onBulletClick}
                dangerouslySetInnerHTML={{
                  __html: slides.map((_, i) => bulletHtml(fill(labels.goTo, { index: i + 1 }), i === 0)).join(""),
                }}
              />
              <button
                ref={nextRef}
                type="button"
                onClick={() => beforeSwiper((instance) => instance.slideNext())}
                aria-label={labels.next}
                className={controlClass}
              >
                <ChevronForwardIcon size={20} />
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
