import type { ReactNode } from "react";

type RowProps = {
  /**
   * Grid columns from the `sm` breakpoint up, as literal Tailwind classes (for example
   * "sm:grid-cols-2 lg:grid-cols-3") so the stylesheet keeps them.
   */
  columns: string;
  /** `CardRowItem` elements. */
  children: ReactNode;
  /** A numbered list when the order means something. */
  ordered?: boolean;
};

/**
 * A list of cards: a grid from the `sm` breakpoint up; on a phone, one horizontal strip that
 * snaps card by card, with the next card showing at the edge so the strip reads as scrollable.
 * Stacked one per row, the home page's cards made it sixteen screens tall at 375 px.
 *
 * `relative` makes the strip the containing block of what the cards position absolutely (screen
 * reader text, stretched links): otherwise that sits outside the strip's clipping and widens the
 * whole document.
 *
 * Pure CSS, no script. Every card holds a link, so keyboard users reach each one and the browser
 * scrolls it into view; in Arabic the strip starts on the right and scrolls leftwards by itself.
 */
export function CardRow({ columns, children, ordered = false }: RowProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <List
      className={`relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-5 [scrollbar-width:thin] sm:mx-0 sm:grid sm:snap-none sm:gap-6 sm:overflow-visible sm:px-0 sm:py-0 ${columns}`}
    >
      {children}
    </List>
  );
}

/** One card of a `CardRow`: most of a phone's width, so the next one peeks in. */
export function CardRowItem({ children }: { children: ReactNode }) {
  return <li className="w-[84%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none">{children}</li>;
}
