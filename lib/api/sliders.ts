import "server-only";
import { cache } from "react";
import { SlidersResponseSchema, type Slider as WireSlider } from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageVariants } from "@/lib/images";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";

/** One hero slide of the home page. */
export type Slide = {
  id: number;
  title: string;
  description: string;
  image: ImageVariants;
  /** Internal route ("/doctors") or absolute URL; empty when the slide links nowhere. */
  link: string;
  linkText: string;
};

export function toSlides(slides: readonly WireSlider[]): Slide[] {
  return [...slides]
    .sort((a, b) => a.order - b.order)
    .map((slide) => ({
      id: slide.id,
      title: slide.title,
      description: slide.description,
      image: slide.image,
      link: slide.link,
      linkText: slide.link_text,
    }));
}

/** GET /api/sliders (SPEC §7): the hero slides in display order. */
export const getSliders = cache(async (locale: Locale): Promise<Slide[]> => {
  const body = await apiGet("/api/sliders", {
    locale,
    schema: SlidersResponseSchema,
    tags: [CacheTags.sliders],
  });
  return toSlides(body.data);
});
