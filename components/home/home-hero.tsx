import { getTranslations } from "next-intl/server";
import { SoftLink } from "@/lib/navigation/soft-link";
import { buttonClasses } from "@/components/ui/button";
import { ArrowForwardIcon } from "@/components/ui/icons";
import { getSliders, type Slide } from "@/lib/api/sliders";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { resolveNavHref } from "@/components/layout/nav-href";
import { HeroCarousel } from "./hero-carousel";

/** A slide's text and link, over its picture from 768 px and under it below. */
function HeroSlideContent({ slide, locale, newTab }: { slide: Slide; locale: Locale; newTab: string }) {
  const target = slide.link ? resolveNavHref(slide.link) : null;
  const href = target?.kind === "internal" ? readablePathname({ locale, href: target.pathname }) : (target?.href ?? null);
  const external = target?.kind === "external";
  return (
    <>
      <div className="hero-shade" />
      {/* Its title and text are styled from .hero-text (globals.css). */}
      <div className="hero-text">
        <div className="container-page">
          <div>
            <h2>{slide.title}</h2>
            {slide.description && <p>{slide.description}</p>}
            {href && slide.linkText && (
              <SoftLink
                href={href}
                prefetch={false}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={buttonClasses("inverse", "md", "mt-6")}
              >
                {slide.linkText}
                <ArrowForwardIcon size={18} />
                {external && <span className="sr-only"> {newTab}</span>}
              </SoftLink>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/** Server part of the hero: reads /api/sliders and renders each slide; the carousel moves them. */
export async function HomeHero({ locale }: { locale: Locale }) {
  const [slides, t, tA11y] = await Promise.all([
    getSliders(locale),
    getTranslations({ locale, namespace: "home.slider" }),
    getTranslations({ locale, namespace: "a11y" }),
  ]);

  return (
    <HeroCarousel
      slides={slides.map((slide) => ({
        id: slide.id,
        image: slide.image,
        content: <HeroSlideContent slide={slide} locale={locale} newTab={tA11y("opensInNewTab")} />,
      }))}
      dir={locale === "ar" ? "rtl" : "ltr"}
      labels={{
        region: t("label"),
        roleDescription: t("roleDescription"),
        slideRoleDescription: t("slideRoleDescription"),
        slideLabel: t("slideLabel", { index: "{index}", total: "{total}" }),
        previous: t("previous"),
        next: t("next"),
        goTo: t("goTo", { index: "{index}" }),
        pause: t("pause"),
        play: t("play"),
      }}
    />
  );
}
