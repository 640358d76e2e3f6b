"use client";

import { useTranslations } from "next-intl";
import { lazy, use, type ComponentType, type LazyExoticComponent } from "react";
import { hydratedMarkup, type KeptKeyProps } from "./kept-from-server";
import { readKeptData } from "./kept-read";
import { LoadFailed } from "./load-failed";

/** The view drawn from the data read for it; while that read failed, nothing, or the notice. */
function Read({ keptKey, dataUrl, View, unreadNotice }: KeptKeyProps & { View: View; unreadNotice: boolean }) {
  const data = use(readKeptData(dataUrl, keptKey));
  if (data) return <View {...data} />;
  return unreadNotice ? <UnreadNotice /> : null;
}

/** A page's main content that could not be read: the page loaded again brings it with its HTML. */
function UnreadNotice() {
  const t = useTranslations("errors");
  const tc = useTranslations("common");
  return <LoadFailed message={t("errorText")} retry={tc("retry")} onRetry={() => window.location.reload()} className="py-10" />;
}

type View = ComponentType<object>;

type Props = KeptKeyProps & {
  /** The view's loader, one function per kept part: the lazy view is made once for it. */
  load: () => Promise<View>;
  className: string;
  /** Said by keptByKey's `unreadNotice`. */
  unreadNotice?: boolean;
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
export default function KeptAfresh({ keptKey, dataUrl, load, className, unreadNotice = false }: Props) {
  const markup = hydratedMarkup.get(keptKey);
  // The server's own markup for this key, from this tab's document.
  if (markup !== undefined) return <div className={className} data-soft-nav="" dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div className={className} data-soft-nav="">
      <Read keptKey={keptKey} dataUrl={dataUrl} View={viewOf(load)} unreadNotice={unreadNotice} />
    </div>
  );
}
