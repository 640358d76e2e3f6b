"use client";

import { lazy, use, type ComponentType, type LazyExoticComponent } from "react";
import { hydratedMarkup, type KeptKeyProps } from "./kept-from-server";

/** The data read for a part the tab has not drawn, by URL and key: one request each. */
const readData = new Map<string, Promise<object | null>>();
/** When each failed read failed: the part stays empty meanwhile (the page works on). */
const failedReads = new Map<string, number>();

/**
 * How long a failed read stands before a part mounted again reads once more. Not at once: a read
 * that suspended a first render is asked for again by that render's retry, which would read again
 * without end while the server is out of reach.
 */
export const KEPT_READ_RETRY_MS = 10_000;

function dataOf(dataUrl: string, keptKey: string): Promise<object | null> {
  const id = `${dataUrl}\n${keptKey}`;
  const failedAt = failedReads.get(id);
  if (failedAt !== undefined && Date.now() - failedAt >= KEPT_READ_RETRY_MS) {
    failedReads.delete(id);
    readData.delete(id);
  }
  let read = readData.get(id);
  if (!read) {
    read = fetch(dataUrl, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<object>) : Promise.reject(new Error(String(response.status)))))
      .catch(() => {
        failedReads.set(id, Date.now());
        return null;
      });
    readData.set(id, read);
  }
  return read;
}

/** The view drawn from the data read for it; nothing while that read failed. */
function Read({ keptKey, dataUrl, View }: KeptKeyProps & { View: View }) {
  const data = use(dataOf(dataUrl, keptKey));
  return data ? <View {...data} /> : null;
}

type View = ComponentType<object>;

type Props = KeptKeyProps & {
  /** The view's loader, one function per kept part: the lazy view is made once for it. */
  load: () => Promise<View>;
  className: string;
};

/** One lazy view per loader: made again in a render that suspended, it would load without end. */
const views = new WeakMap<Props["load"], LazyExoticComponent<View>>();

function viewOf(load: Props["load"]) {
  let view = views.get(load);
  if (!view) {
    view = lazy(() => load().then((Drawn) => ({ default: Drawn })));
    views.set(load, view);
  }
  return view;
}

/**
 * A part kept by key (kept-from-server.tsx, `keptByKey`) mounted by a client navigation: the markup
 * this tab hydrated under the same key, as it was, or else the view drawn from the part's data read
 * from `dataUrl`, the view's code loaded then.
 */
export default function KeptAfresh({ keptKey, dataUrl, load, className }: Props) {
  const markup = hydratedMarkup.get(keptKey);
  // The server's own markup for this key, from this tab's document.
  if (markup !== undefined) return <div className={className} data-soft-nav="" dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div className={className} data-soft-nav="">
      <Read keptKey={keptKey} dataUrl={dataUrl} View={viewOf(load)} />
    </div>
  );
}
