import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/lists/empty-state";
import { LoadMoreControls } from "@/components/lists/load-more-controls";
import type { PostCardData } from "@/lib/blog/types";
import type { ContentPage } from "@/lib/content/types";
import { PostCard } from "./post-card";
import { pagedHref, type BlogListHref } from "./post-pagination";

/**
 * A post list as the server renders it, with no code of its own in the browser; post-list-island.tsx
 * hands it to the interactive list (post-list.tsx) when the visitor loads more.
 */
export function PostListMarkup({ initial, baseHref }: { initial: ContentPage<PostCardData>; baseHref: BlogListHref }) {
  const t = useTranslations("blog");
  const te = useTranslations("empty");
  const { current, last } = initial.page;
  if (initial.items.length === 0) return <EmptyState message={te("noData")} hint={te("noDataHint")} />;

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
