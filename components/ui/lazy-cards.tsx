"use client";

import { lazy, type ComponentType } from "react";

/** What stays when the list's code cannot load: the server's cards, untouched (their children are not hydrated). */
function KeptMarkup() {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

/**
 * A list of cards that a client component draws from compact data (a card's few fields instead of
 * its element tree in the page's payload), with that component's code out of the page's first
 * load (it is not among the page's scripts): `lazyCards(() => import("./x").then((m) => m.X))`.
 *
 * The code is asked for as soon as this module runs (when the page's payload first names it, before
 * React hydrates the list), not when hydration reaches the list. On the server the
 * import resolves and the list is rendered into the HTML in place (the page is the same with
 * JavaScript off). In the browser hydration waits for it where the list stands, with the server's
 * markup on screen, so nothing moves. No Suspense boundary of its own, on purpose: React's server
 * renderer moves a boundary of more than 500 bytes past the page's first 12.8 kB out of place (into
 * a hidden `<div>` at the end of the document that a script puts back), which a page without
 * JavaScript never shows.
 *
 * If the code cannot load (offline, a deploy in between), the server's cards stay as they are,
 * their links plain links, and the rest of the page hydrates.
 */
export function lazyCards<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = load();
  const Cards = lazy(() =>
    code.then(
      (List) => ({
        default: (props: P) => (
          // The element KeptMarkup stands in for, so either one hydrates against the server's.
          <div className="contents">
            <List {...props} />
          </div>
        ),
      }),
      () => ({ default: KeptMarkup }),
    ),
  );
  // A component of its own, not the lazy one itself: a server component renders these lists as
  // client references, which the browser already resolves lazily, and a lazy component that
  // resolves to another lazy one is not an element type (React error 306, the home page's rows
  // left unhydrated).
  function LazyCards(props: P) {
    return <Cards {...props} />;
  }
  return LazyCards;
}
