"use client";

import type { ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import type { PostScope } from "@/lib/blog/paging";
import type { PostCardData } from "@/lib/blog/types";
import type { ContentPage } from "@/lib/content/types";
import { PostListMarkup } from "./post-list-markup";
import type { BlogListHref } from "./post-pagination";

const load = () => import("./post-list");

/**
 * The post list's markup (post-list-markup.tsx) until the visitor loads more; then the interactive
 * list, whose code (React Query, its state) is fetched on intent, not with the page. The markup is
 * drawn here from the page's posts, which the payload carries for the interactive list anyway,
 * rather than sent again as a server tree's Flight rows (content-list-island.tsx says why).
 */
export function PostListIsland({
  scope,
  initial,
  baseHref,
  empty,
}: {
  scope: PostScope;
  initial: ContentPage<PostCardData>;
  baseHref: BlogListHref;
  /** An empty list's state, drawn by the server (only given when the list has no posts). */
  empty?: ReactNode;
}) {
  return (
    <ActivateOnIntent load={load} render={(module, action) => <module.InteractivePostList scope={scope} initial={initial} baseHref={baseHref} action={action} />}>
      <PostListMarkup initial={initial} baseHref={baseHref} empty={empty} />
    </ActivateOnIntent>
  );
}
