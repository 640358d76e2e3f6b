import type { ImageSource } from "@/lib/images";

/** What a post card needs (client-safe; the list route sends exactly this). */
export type PostCardData = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: ImageSource;
  category: { name: string; slug: string };
  readingMinutes: number;
  publishedAt: string;
};
