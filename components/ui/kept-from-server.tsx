"use client";

import { lazy, useState, useSyncExternalStore, type ComponentType } from "react";
import type { DrawnMarkup } from "./drawn-markup";
import { ImagesSwappedByPage } from "./images-swapped-by-page";

/** The server's memory of drawn markup; the test is a constant in each bundle, so the browser's has none. */
const loadDrawnMarkup = typeof window === "undefined" ? () => import("./drawn-markup") : undefined;

/** What the browser gets of a part kept by key (`keptByKey`). */
export type KeptKeyProps = {
  /** The key its data is kept under on the server (kept-data.ts). */
  keptKey: string;
  /** A same-site URL that answers the part's current data as JSON, for a tab that has not drawn it. */
  dataUrl: string;
};

/** The markup of parts kept by key this tab hydrated: what a client navigation that mounts one again draws (kept-afresh.tsx). */
export const hydratedMarkup = new Map<string, string>();

/** A part kept by key that a client navigation mounts afresh: its code comes only then. */
const KeptAfresh = lazy(() => import("./kept-afresh"));

/**
 * A kept view that reads context, its pictures marked for the layout's fallback script: the markup
 * it draws is kept with no code to swap an image that fails (images-swapped-by-page.ts). Drawn in
 * the browser after a navigation, it keeps the same markup, and the script swaps there as well.
 * Only such a view gets the context: one written as a string (drawn-markup.ts) reads none, so its
 * pictures say `swappedByPage` themselves (PictureView).
 */
function withImagesSwappedByPage<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    load().then((View) =>
      function Marked(props: P) {
        return (
          <ImagesSwappedByPage value>
            <View {...props} />
          </ImagesSwappedByPage>
        );
      },
    );
}

/** The browser's stand-in for the server's children: none, so React keeps the ones in the document. */
const KEPT = { __html: "" };

const noSubscription = () => () => {};

/**
 * Markup that needs no code in the browser, drawn by the server from compact data: the page's
 * payload carries the data instead of the markup's whole element tree, and the browser neither
 * downloads the view nor hydrates it. `lazyCards` (lazy-cards.tsx) does the same for lists the
 * browser goes on to draw; this is for markup that stays as the server wrote it (links, texts).
 *
 * The server renders `<div className={className}>` around the view (`loadView`; given only where
 * `typeof window === "undefined"`, Next writes that test as a constant into each bundle, so the
 * browser's has no reference to the view's code at all). A part that a client navigation can mount
 * afresh (the header's and footer's, in each route group's layout) says `drawnInBrowser` and gives
 * its loader in both bundles: the browser then draws it from its data, loading the view's code
 * only when that happens (kept-from-server.test.tsx). The browser renders the same element with an empty
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
export function keptFromServer<P extends object>(
  loadView: (() => Promise<ComponentType<P>>) | undefined,
  className: string,
  {
    drawnInBrowser = false,
    readsContext = false,
  }: {
    drawnInBrowser?: boolean;
    /**
     * For a view that calls hooks (a message provider of its own, next-intl's translations): the
     * server draws it in the page's render every time, as it does the first time, instead of
     * writing it once as a string (drawn-markup.ts says why a string cannot hold such a view).
     */
    readsContext?: boolean;
  } = {},
): ComponentType<P> {
  const load = loadView && readsContext ? withImagesSwappedByPage(loadView) : loadView;
  // In the browser's bundle this test is a constant: only the stand-in below is left there.
  if (typeof window !== "undefined" || !load || !loadDrawnMarkup) {
    // Markup the browser may have to draw itself: its view's code comes only then, in a chunk of its own.
    const View = drawnInBrowser && load ? lazy(() => load().then((Drawn) => ({ default: Drawn }))) : null;
    return function Kept(props: P) {
      // True only while hydrating. A part mounted by a client navigation instead (another route
      // group's layout, the other language) has no server markup in the document to keep.
      const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
      const [keptData] = useState(() => (hydrating ? JSON.stringify(props) : null));
      if (!View || (keptData !== null && JSON.stringify(props) === keptData)) {
        return <div key="kept" className={className} data-soft-nav="" dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />;
      }
      // Other data than the server drew, or none drawn: the view from the data the payload carries.
      // No Suspense boundary of its own: a navigation, or Next putting its not-found view in a 404
      // page's place while hydrating, is a transition, which keeps what is on screen until the
      // view's code is in; a boundary here would show an empty part meanwhile (a blank 404, 0.3 s).
      return (
        <div key="drawn" className={className} data-soft-nav="">
          <View {...props} />
        </div>
      );
    };
  }
  // The view and the server renderer once loaded (the first request draws the view in the page's
  // own render meanwhile); from then on, its markup for the same data is written once per process.
  let drawn: DrawnMarkup<P> | undefined;
  const View = lazy(() =>
    Promise.all([load(), loadDrawnMarkup()]).then(([Drawn, { drawnMarkup }]) => {
      if (!readsContext) drawn = drawnMarkup(Drawn);
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

/**
 * A kept part (keptFromServer) whose data stays on the server: the page's payload carries a key
 * instead (about 2.2 kB less on every page for the footer's columns). The server component keeps
 * the data with `keepData` (kept-data.ts) and passes `keptKey`; the server's rendering of the page,
 * in the same process, reads the data by that key and draws the view's markup. The browser keeps
 * the server's markup as it hydrates and remembers it under the key (`hydratedMarkup`), which is all
 * a page's first load carries. A client navigation that mounts the part afresh loads the rest
 * (kept-afresh.tsx): the same key (another route group's layout) draws the remembered markup
 * again; a key the tab has not drawn (the other language, an edit since) reads the data from
 * `dataUrl` and draws the view from it. Meanwhile a navigation (a transition) keeps the page on
 * screen.
 */
export function keptByKey<P extends object>(
  load: () => Promise<ComponentType<P>>,
  className: string,
  {
    unreadNotice = false,
  }: {
    /**
     * For a page's main content (an article's body): when a navigation's read of its data fails,
     * an alert says so and offers to load the page again, instead of the part staying empty as the
     * frame's do.
     */
    unreadNotice?: boolean;
  } = {},
): ComponentType<KeptKeyProps> {
  // In the browser's bundle this test is a constant: only the browser's side below is left there.
  if (typeof window !== "undefined" || !loadDrawnMarkup) {
    return function KeptByKey({ keptKey, dataUrl }: KeptKeyProps) {
      const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
      const [hydratedKey] = useState(() => (hydrating ? keptKey : null));
      if (keptKey === hydratedKey) {
        const remember = (element: HTMLDivElement | null) => {
          if (element && !hydratedMarkup.has(keptKey)) hydratedMarkup.set(keptKey, element.innerHTML);
        };
        return <div key="kept" ref={remember} className={className} data-soft-nav="" dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />;
      }
      return <KeptAfresh key="afresh" keptKey={keptKey} dataUrl={dataUrl} load={load as () => Promise<ComponentType<object>>} className={className} unreadNotice={unreadNotice} />;
    };
  }
  const loadServerSide = loadDrawnMarkup;
  // Drawn and remembered by key: the key names the data, so its markup is written once per process.
  let drawn: DrawnMarkup<{ keptKey: string }> | undefined;
  const View = lazy(() =>
    Promise.all([load(), loadServerSide()]).then(([Drawn, { drawnMarkup, keptData }]) => {
      const ByKey = ({ keptKey }: { keptKey: string }) => {
        const data = keptData(keptKey);
        // Kept by this process's server component a moment before, in this same render.
        if (!data) throw new Error(`No data is kept under ${keptKey} in this process (kept-data.ts).`);
        return <Drawn {...(data as P)} />;
      };
      drawn = drawnMarkup(ByKey);
      return { default: ByKey };
    }),
  );
  return function DrawnByKey({ keptKey }: KeptKeyProps) {
    if (drawn) return <div className={className} data-soft-nav="" dangerouslySetInnerHTML={{ __html: drawn({ keptKey }) }} />;
    return (
      <div className={className} data-soft-nav="">
        <View keptKey={keptKey} />
      </div>
    );
  };
}

/**
 * Kept parts drawn by the views of one module (a frame's, a page's): `part(views => views.X)`
 * keeps view X, drawn in the browser too when a client navigation mounts it, its module loaded then.
 * One module per page or frame, so its first load carries one wrapper for all of its stand-ins.
 */
export function keptViewsOf<Views>(loadViews: () => Promise<Views>) {
  return <P extends object>(view: (views: Views) => ComponentType<P>, className = "contents") =>
    keptFromServer(() => loadViews().then(view), className, { drawnInBrowser: true });
}
