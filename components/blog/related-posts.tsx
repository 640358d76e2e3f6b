"use client";

import { lazyCards } from "@/components/ui/lazy-cards";

/**
 * An article's related posts, drawn in the browser from each post's card data
 * (related-post-list.tsx), their code loaded after the page's first load (lazy-cards.tsx): the
 * payload carries three posts' few fields instead of three cards' element trees.
 */
export const RelatedPosts = lazyCards(() => import("./related-post-list").then((module) => module.RelatedPostList));
