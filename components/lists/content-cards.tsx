import type { Ref } from "react";
import { ContentCard } from "@/components/content/content-card";
import type { ContentItem } from "@/lib/content/types";
import { NextPageSkeletons } from "./load-more-controls";

/**
 * A content list's cards, in the server's markup and in the interactive list (which appends the
 * next page's placeholders while it loads). The first card's image is the page's priority image.
 */
export function ContentCards({
  items,
  priority = true,
  listRef,
  loadingMore,
  skeletons = 0,
}: {
  items: readonly ContentItem[];
  priority?: boolean;
  listRef?: Ref<HTMLUListElement>;
  loadingMore?: boolean;
  skeletons?: number;
}) {
  return (
    <ul ref={listRef} aria-busy={loadingMore} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <ContentCard item={item} headingLevel={2} priority={priority && index === 0} />
        </li>
      ))}
      {loadingMore && <NextPageSkeletons count={skeletons} />}
    </ul>
  );
}
