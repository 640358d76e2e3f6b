"use client";

import { useLocale, useTranslations } from "next-intl";
import { Children, useId, useRef, useState, type ReactNode } from "react";
import { ChevronBackIcon, ChevronForwardIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { useMinWidth } from "@/components/navigation/window-width";
import { useCarouselPlay } from "@/components/ui/use-carousel-play";
import { swiperTemplate } from "@/components/ui/swiper-template";
import { useLazySwiper } from "@/components/ui/use-lazy-swiper";

const ADVANCE_MS = 7000;
const SPEED_MS = 500;

/**
 * Slides visible at once, from the window width store (SPEC §9 breakpoints): 3 from 1024 px, 2 from
 * 768 px, else 1 — the same steps as the slide widths (`.testimonial-slide` in globals.css). Null until the
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
 * Testimonials carousel (WAI-ARIA APG carousel pattern) on Swiper: previous/next buttons, a
 * visible pause/play control, auto-advance only while playing and never when the visitor prefers
 * reduced motion; it stops while hovered or focused, and runs right to left in Arabic. Slides out
 * of view are inert. The slides are server-rendered cards whose widths the stylesheet sets (Swiper
 * keeps them: `slidesPerView: "auto"`); Swiper loads when the first autoplay step is
 * due or at the first interaction.
 */
/** `children`: one card a slide (testimonial-card.tsx, drawn from its data: home-card-rows.tsx). */
export function TestimonialsCarousel({ children }: { children: ReactNode }) {
  const slides = Children.toArray(children);
  const t = useTranslations("home.testimonials");
  const locale = useLocale();
  const knownPerView = usePerView();
  // Before the first read: the first slide is surely in view and the position is 0 at any width.
  const perView = knownPerView ?? 1;
  const maxIndex = Math.max(0, slides.length - perView);
  const controls = controlsVisibility(slides.length, knownPerView);
  const [index, setIndex] = useState(0);
  // Its pause/play shows whatever the width; it moves only when some slides are out of view.
  const { playing, moving, toggle, focused, handlers: hold } = useCarouselPlay(true);
  const regionId = useId();
  const current = Math.min(index, maxIndex);
  // It advances only while some slides are out of view.
  const advancing = moving && maxIndex > 0;
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const { beforeSwiper } = useLazySwiper(rootRef, () => ({
    slidesPerView: "auto",
    rewind: true,
    autoplay: { enabled: false, delay: ADVANCE_MS, disableOnInteraction: false },
    navigation: { prevEl: prevRef.current, nextEl: nextRef.current, addIcons: false },
    a11y: {
      prevSlideMessage: t("previous"),
      nextSlideMessage: t("next"),
      slideLabelMessage: swiperTemplate(t("slideLabel", { index: "{index}", total: "{total}" })),
      itemRoleDescriptionMessage: t("slideRoleDescription"),
      notificationClass: "sr-only",
      wrapperLiveRegion: false,
    },
    on: { slideChange: (instance) => setIndex(instance.activeIndex) },
  }), { speedMs: SPEED_MS, focused, autoplayMs: advancing ? ADVANCE_MS : null });

  return (
    // A labelled <section> is the carousel's region (no ARIA role needed: HTML validators flag it).
    <section
      aria-roledescription={t("roleDescription")}
      aria-label={t("label")}
      dir={locale === "ar" ? "rtl" : "ltr"}
      className="flex flex-col gap-6"
      {...hold}
    >
      {/* Always rendered, so Swiper's navigation keeps the same buttons when the width changes. */}
      {slides.length > 1 && (
        <div className={`flex items-center gap-2 ${controls ?? ""}`} hidden={controls === null}>
          <button type="button" className="carousel-button" onClick={toggle}>
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            <span className="sr-only">{playing ? t("pause") : t("play")}</span>
          </button>
          <button
            ref={prevRef}
            type="button"
            className="carousel-button"
            aria-controls={regionId}
            onClick={() => beforeSwiper((instance) => instance.slidePrev())}
          >
            <ChevronBackIcon size={18} />
            <span className="sr-only">{t("previous")}</span>
          </button>
          <button
            ref={nextRef}
            type="button"
            className="carousel-button"
            aria-controls={regionId}
            onClick={() => beforeSwiper((instance) => instance.slideNext())}
          >
            <ChevronForwardIcon size={18} />
            <span className="sr-only">{t("next")}</span>
          </button>
        </div>
      )}
      <div ref={rootRef} className="swiper -mx-3 touch-pan-y overflow-hidden">
        <div
          id={regionId}
          aria-live={advancing ? "off" : "polite"}
          className="swiper-wrapper flex transition-transform ease-[var(--ease-calm)]"
        >
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription={t("slideRoleDescription")}
                aria-label={t("slideLabel", { index: i + 1, total: slides.length })}
                inert={!visible}
                className="swiper-slide testimonial-slide"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
