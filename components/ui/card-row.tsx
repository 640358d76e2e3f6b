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
 * Styled in globals.css (`.card-row`, its items from the list), so no card repeats the class list.
 * Pure CSS, no script. Every card holds a link, so keyboard users reach each one and the browser
 * scrolls it into view; in Arabic the strip starts on the right and scrolls leftwards by itself.
 */
export function CardRow({ columns, children, ordered = false }: RowProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <List
      className={`card-row ${columns}`}
    >
      {children}
    </List>
  );
}

/** One card of a `CardRow`: most of a phone's width, so the next one peeks in. */
export function CardRowItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}
