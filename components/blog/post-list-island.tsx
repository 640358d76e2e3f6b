"use client";

import type { ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import type { PostScope } from "@/lib/blog/paging";
import type { PostCardData } from "@/lib/blog/types";
import type { ContentPage } from "@/lib/content/types";
import type { BlogListHref } from "./post-pagination";

const load = () => import("./post-list");

/**
 * The server's post list (`children`, post-list-markup.tsx) until the visitor loads more; then the
 * interactive list, whose code (React Query, the cards) is fetched on intent, not with the page.
 */
export function PostListIsland({
  scope,
  initial,
  baseHref,
  children,
}: {
  scope: PostScope;
  initial: ContentPage<PostCardData>;
  baseHref: BlogListHref;
  children: ReactNode;
}) {
  return (
    <ActivateOnIntent load={load} render={(module, action) => <module.InteractivePostList scope={scope} initial={initial} baseHref={baseHref} action={action} />}>
      {children}
    </ActivateOnIntent>
  );
}
