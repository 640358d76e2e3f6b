"use client";

import type { PostCardData } from "@/lib/blog/types";
import { PostCard } from "./post-card";

/** An article's related posts as cards, drawn from each post's card data (related-posts.tsx). */
export function RelatedPostList({ posts }: { posts: PostCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((item) => (
        <li key={item.id}>
          <PostCard post={item} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
