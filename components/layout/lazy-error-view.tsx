"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";

type Props = { error: unknown; retry: () => void };

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
 * The error boundaries' view. Every page carries its error boundaries' code, so the view itself
 * (StatusView, its icon and links) loads only when an error happens.
 */
export function LazyErrorView(props: Props) {
  return (
    <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
      <ErrorView {...props} />
    </Suspense>
  );
}
