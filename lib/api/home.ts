import "server-only";
import { cache } from "react";
import { z } from "zod";
import { PostSchema, TestimonialSchema, arrayOf, type Testimonial as WireTestimonial } from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";
import { toPost, toSummary, type PostSummary } from "./posts";

/** Home-only reads (SPEC §7): testimonials and the most viewed content. */

export type Testimonial = { id: number; name: string; text: string; rating: number; image: ImageSource };

export function toTestimonial(wire: WireTestimonial): Testimonial {
  return { id: wire.id, name: wire.name, text: wire.text, rating: Math.min(5, Math.max(1, wire.rating)), image: wire.image };
}

/** GET /api/testimonials. */
export const getTestimonials = cache(async (locale: Locale): Promise<Testimonial[]> => {
  const body = await apiGet("/api/testimonials", {
    locale,
    schema: arrayOf(TestimonialSchema),
    tags: [CacheTags.testimonials],
  });
  return body.data.map(toTestimonial);
});

const MostViewedSchema = z.object({ data: z.array(PostSchema) });

/** GET /api/most_viewed: the most read articles. */
export const getMostViewed = cache(async (locale: Locale): Promise<PostSummary[]> => {
  const body = await apiGet("/api/most_viewed", {
    locale,
    schema: MostViewedSchema,
    tags: [CacheTags.mostViewed, CacheTags.posts],
  });
  return body.data.map((post) => toSummary(toPost(post, locale)));
});
