import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { type Locale, localeOrDefault } from "@/lib/i18n/routing";
import NotFoundPage from "./not-found-page";

/**
 * Why this exists: a `notFound()` that escapes a page makes Next (16.3+, vercel/next.js#62228)
 * answer with an empty error document (`<html id="__next_error__">`) and draw the 404 only in the
 * browser, so crawlers and visitors without JavaScript get a blank page. Rendering the 404 view as
 * the page's own content keeps it in the server HTML, inside the layout; the `notFound()` thrown
 * from a Suspense child below still tells Next the answer is a 404, and the browser then shows the
 * route group's not-found.tsx in its place (the same view).
 *
 * The status follows the kind of page: a cached (ISR/static) page is rendered to its end before it
 * is sent, so Next sees the signal and stores and answers 404. A page rendered per request has
 * already sent its status when the signal arrives, so there the proxy sets the 404 itself
 * (lib/proxy/handler.ts, unmatched paths).
 */
export function NotFoundResponse() {
  return (
    <>
      <NotFoundPage />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}

async function NotFoundSignal(): Promise<never> {
  notFound();
}

/** The error `notFound()` throws, recognized by its documented digest. */
export function isNotFoundSignal(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "digest" in error &&
    (error as { digest: unknown }).digest === "NEXT_HTTP_ERROR_FALLBACK;404"
  );
}

type LocaleParams = Promise<{ locale: string }>;

async function localeOfParams(params: LocaleParams) {
  const { locale } = await params;
  return localeOrDefault(locale);
}

/** Renders a page; a `notFound()` on the way becomes the server-rendered 404 view. */
export async function orNotFoundView(params: LocaleParams, render: () => Promise<ReactNode>): Promise<ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (!isNotFoundSignal(error)) throw error;
    // The page may have stopped before it set its locale; the view reads it.
    setRequestLocale(await localeOfParams(params));
    return <NotFoundResponse />;
  }
}

/** A page's metadata; a `notFound()` while building it gives the 404's title, never indexed. */
export async function orNotFoundMetadata(params: LocaleParams, build: () => Promise<Metadata>): Promise<Metadata> {
  try {
    return await build();
  } catch (error) {
    if (!isNotFoundSignal(error)) throw error;
    return notFoundMetadata(await localeOfParams(params));
  }
}

/**
 * The metadata of every route group's not-found.tsx: Next reads it instead of the page's whenever
 * the answer is already a 404 (a path the proxy found no route for, or a notFound() that escaped).
 */
export async function notFoundFileMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const locale = (await params)?.locale;
  return notFoundMetadata(localeOrDefault(locale));
}

export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "errors" });
  return { title: t("notFoundTitle"), robots: { index: false, follow: true } };
}
