import type { ReactNode, Ref } from "react";
import { ContentCard } from "@/components/content/content-card";
import type { ContentCardItem } from "@/lib/content/card-item";

/**
 * A content list's cards, in the list's markup and in the interactive list (which appends the
 * next page's placeholders, `more`, while it loads). The first card's image is the page's priority image.
 */
export function ContentCards({
  items,
  priority = true,
  listRef,
  loadingMore,
  more,
}: {
  items: readonly ContentCardItem[];
  priority?: boolean;
  listRef?: Ref<HTMLUListElement>;
  loadingMore?: boolean;
  more?: ReactNode;
}) {
  return (
    <ul ref={listRef} aria-busy={loadingMore} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <ContentCard item={item} headingLevel={2} priority={priority && index === 0} />
        </li>
      ))}
      {more}
    </ul>
  );
}
