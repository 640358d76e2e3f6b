"use client";

import { useTranslations } from "next-intl";
import { createContext, lazy, Suspense, use, type ReactNode } from "react";

type Props = { error: unknown; retry: () => void };

const InsideMain = createContext(false);

/**
 * Says whether what renders inside has a `<main>` around it: the root layout's children have not
 * (an error there brings its own), the chrome's `<main>` content has (site-chrome.tsx). Used by the
 * root layout, it also puts this module's code in the root layout's chunk, which every error
 * boundary below then shares instead of carrying its own copy.
 */
export function MainLandmarkScope({ inside, children }: { inside: boolean; children: ReactNode }) {
  return <InsideMain value={inside}>{children}</InsideMain>;
}

/** When the full view's code cannot load (the error may be a lost connection): the same words, plainly. */
function PlainErrorView({ retry }: Props) {
  const t = useTranslations();
  return (
    <section role="alert" className="container-page flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t("errors.errorTitle")}</h1>
      <p className="text-muted">{t("errors.errorText")}</p>
      <button type="button" onClick={() => retry()} className="btn btn-primary btn-lg">
        {t("common.retry")}
      </button>
    </section>
  );
}

const ErrorView = lazy(() =>
  import("./error-view").then(
    (module) => ({ default: module.ErrorView }),
    () => ({ default: PlainErrorView }),
  ),
);

/**
 * Every error boundary of the app (each `error.tsx` re-exports this one module, so a page loads
 * its code once however many boundaries it nests). Every page carries that code, so the view
 * itself (StatusView, its icon and links) loads only when an error happens.
 *
 * Inside the chrome's `<main>` (a page's error) the view stands in for the page; outside it (an
 * error of a layout route group, whose chrome may be what failed) it brings its own `<main>`.
 */
export default function ErrorBoundary(props: Props) {
  const view = (
    <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
      <ErrorView {...props} />
    </Suspense>
  );
  if (use(InsideMain)) return view;
  return (
    <main id="main" className="flex min-h-dvh flex-col justify-center">
      {view}
    </main>
  );
}
