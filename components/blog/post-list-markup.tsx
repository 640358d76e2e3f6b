import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { LoadMoreControls } from "@/components/lists/load-more-controls";
import type { PostCardData } from "@/lib/blog/types";
import type { ContentPage } from "@/lib/content/types";
import { PostCard } from "./post-card";
import { pagedHref, type BlogListHref } from "./post-pagination";

/**
 * A post list before its interactive version, with no behaviour of its own; post-list-island.tsx
 * draws it and hands it to the interactive list (post-list.tsx) when the visitor loads more. An
 * empty list's state comes drawn by the server (`empty`), so its code is not first-load code.
 */
export function PostListMarkup({ initial, baseHref, empty }: { initial: ContentPage<PostCardData>; baseHref: BlogListHref; empty?: ReactNode }) {
  const t = useTranslations("blog");
  const { current, last } = initial.page;
  if (initial.items.length === 0) return empty;

  return (
    <div className="flex flex-col gap-8">
      <p role="status" aria-live="polite" className="sr-only" />
      <ul aria-label={t("list")} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {initial.items.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
      <LoadMoreControls href={current < last ? pagedHref(baseHref, current + 1) : null} failed={false} busy={false} />
    </div>
  );
}
