import { getTranslations } from "next-intl/server";
import { getSliders } from "@/lib/api/sliders";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { resolveNavHref } from "@/components/layout/nav-href";
import { HeroCarousel, type HeroSlide } from "./hero-carousel";

/** Server part of the hero: reads /api/sliders, localizes the links and labels. */
export async function HomeHero({ locale }: { locale: Locale }) {
  const [slides, t, tA11y] = await Promise.all([
    getSliders(locale),
    getTranslations({ locale, namespace: "home.slider" }),
    getTranslations({ locale, namespace: "a11y" }),
  ]);

  const heroSlides: HeroSlide[] = slides.map((slide) => {
    const target = slide.link ? resolveNavHref(slide.link) : null;
    const href =
      target?.kind === "internal" ? getPathname({ locale, href: target.pathname }) : (target?.href ?? null);
    return {
      id: slide.id,
      title: slide.title,
      description: slide.description,
      image: slide.image,
      href,
      external: target?.kind === "external",
      linkText: slide.linkText,
    };
  });

  return (
    <HeroCarousel
      slides={heroSlides}
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
        newTab: tA11y("opensInNewTab"),
      }}
    />
  );
}
