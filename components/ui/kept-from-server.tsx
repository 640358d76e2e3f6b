"use client";

import { lazy, type ComponentType } from "react";
import type { DrawnMarkup } from "./drawn-markup";

/** The server's memory of drawn markup; the test is a constant in each bundle, so the browser's has none. */
const loadDrawnMarkup = typeof window === "undefined" ? () => import("./drawn-markup") : undefined;

/** The browser's stand-in for the server's children: none, so React keeps the ones in the document. */
const KEPT = { __html: "" };

/**
 * Markup that needs no code in the browser, drawn by the server from compact data: the page's
 * payload carries the data instead of the markup's whole element tree, and the browser neither
 * downloads the view nor hydrates it. `lazyCards` (lazy-cards.tsx) does the same for lists the
 * browser goes on to draw; this is for markup that stays as the server wrote it (links, texts).
 *
 * The server renders `<div className={className}>` around the view (`load`, given only where
 * `typeof window === "undefined"`: Next writes that test as a constant into each bundle, so the
 * browser's has no reference to the view's code at all). The browser renders the same element with an empty
 * `dangerouslySetInnerHTML`: React hydrates it as a leaf and leaves the server's children in place
 * (React checks inner HTML only in development, where `suppressHydrationWarning` mutes the check).
 * No Suspense boundary, on purpose: React's server renderer moves a boundary of more than 500 bytes
 * past the page's first 12.8 kB into a hidden block that a page without JavaScript never shows.
 *
 * The view's markup depends on its data alone (drawn-markup.ts), so each process writes it once
 * for the same data and serves that string afterwards: the frame's columns cost a lookup per
 * request instead of a render.
 *
 * Its links are plain links; inside `data-soft-nav`, which the root carries, the navigation
 * runtime makes them client-side navigations, prefetched on intent (components/navigation/soft-links.tsx).
 */
export function keptFromServer<P extends object>(load: (() => Promise<ComponentType<P>>) | undefined, className: string): ComponentType<P> {
  // In the browser's bundle this test is a constant: only the stand-in below is left there.
  if (typeof window !== "undefined" || !load || !loadDrawnMarkup) {
    return function Kept() {
      return <div className={className} data-soft-nav="" dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />;
    };
  }
  // The view and the server renderer once loaded (the first request draws the view in the page's
  // own render meanwhile); from then on, its markup for the same data is written once per process.
  let drawn: DrawnMarkup<P> | undefined;
  const View = lazy(() =>
    Promise.all([load(), loadDrawnMarkup()]).then(([Drawn, { drawnMarkup }]) => {
      drawn = drawnMarkup(Drawn);
      return { default: Drawn };
    }),
  );
  return function Drawn(props: P) {
    if (drawn) return <div className={className} data-soft-nav="" dangerouslySetInnerHTML={{ __html: drawn(props) }} />;
    return (
      <div className={className} data-soft-nav="">
        <View {...props} />
      </div>
    );
  };
}
