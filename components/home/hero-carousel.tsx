"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import NextLink from "@/components/navigation/smart-next-link";
import { Swiper, SwiperSlide } from "swiper/react";
import { A11y, Autoplay, Keyboard, Pagination } from "swiper/modules";
import type { Swiper as SwiperInstance } from "swiper";
import "swiper/css";
import "swiper/css/a11y";
import "swiper/css/pagination";
import { buttonClasses } from "@/components/ui/button";
import { ArrowForwardIcon, ChevronBackIcon, ChevronForwardIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
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

/** Translated strings; `{{index}}` and `{{slidesLength}}` are filled in by Swiper. */
export type HeroCarouselLabels = {
  region: string;
  roleDescription: string;
  slideRoleDescription: string;
  slideLabel: string;
  previous: string;
  next: string;
  first: string;
  last: string;
  goTo: string;
  pause: string;
  play: string;
  newTab: string;
};

const AUTOPLAY_DELAY_MS = 6000;

/**
 * The home hero (docs/DESIGN): an accessible Swiper carousel with localized labels, a visible
 * pause/play control, keyboard support, and no automatic movement when the visitor prefers
 * reduced motion. The first image is the LCP element and loads with high priority.
 */
export function HeroCarousel({ slides, labels }: { slides: HeroSlide[]; labels: HeroCarouselLabels }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(false);
  const multiple = slides.length > 1;

  const onSwiper = useCallback(
    (swiper: SwiperInstance) => {
      swiperRef.current = swiper;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (!multiple || reduced) {
        swiper.autoplay?.stop();
        setPlaying(false);
      } else {
        setPlaying(true);
      }
    },
    [multiple],
  );

  useEffect(() => {
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onChange = () => {
      if (media.matches) {
        swiperRef.current?.autoplay?.stop();
        setPlaying(false);
      }
    };
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  const toggle = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  if (slides.length === 0) return null;

  return (
    <section aria-label={labels.region} aria-roledescription={labels.roleDescription} className="hero relative bg-brand-900">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={onSwiper}
        loop={multiple}
        speed={500}
        slidesPerView={1}
        keyboard={{ enabled: multiple, onlyInViewport: true }}
        autoplay={multiple ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={multiple ? { clickable: true, el: ".hero-pagination" } : false}
        a11y={{
          enabled: true,
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          firstSlideMessage: labels.first,
          lastSlideMessage: labels.last,
          paginationBulletMessage: labels.goTo,
          slideLabelMessage: labels.slideLabel,
          itemRoleDescriptionMessage: labels.slideRoleDescription,
          slideRole: "group",
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <div className="relative flex flex-col md:block">
              <ResponsiveImage
                image={slide.image}
                alt=""
                width={1600}
                height={600}
                mobileWidth={640}
                mobileHeight={400}
                priority={index === 0}
                className="block aspect-[8/5] w-full object-cover md:aspect-[8/3] md:max-h-[34rem] md:min-h-[24rem]"
              />
              <div className="hidden md:absolute md:inset-0 md:block ltr:bg-linear-to-r rtl:bg-linear-to-l from-brand-900/95 via-brand-900/70 to-transparent" />
              <div className="bg-brand-900 md:absolute md:inset-0 md:flex md:items-center md:bg-transparent">
                <div className="container-page pt-6 pb-16 md:py-0">
                  <div className="max-w-xl text-white">
                    <h2 className="text-2xl font-bold md:text-4xl lg:text-5xl">{slide.title}</h2>
                    {slide.description && (
                      <p className="mt-3 text-base text-brand-100 md:text-lg">{slide.description}</p>
                    )}
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
          </SwiperSlide>
        ))}
      </Swiper>

      {multiple && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 md:bottom-5">
          <div className="container-page flex items-center gap-2">
            <div className="pointer-events-auto flex items-center gap-1 rounded-full bg-brand-900/80 p-1 backdrop-blur">
              <button
                type="button"
                onClick={toggle}
                aria-label={playing ? labels.pause : labels.play}
                className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
              >
                {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
              </button>
              <button
                type="button"
                onClick={() => swiperRef.current?.slidePrev()}
                aria-label={labels.previous}
                className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
              >
                <ChevronBackIcon size={20} />
              </button>
              <div className="hero-pagination flex items-center" />
              <button
                type="button"
                onClick={() => swiperRef.current?.slideNext()}
                aria-label={labels.next}
                className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
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
