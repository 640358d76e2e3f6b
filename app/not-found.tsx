import "@/styles/globals.css";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

/**
 * 404 for paths that never reach a locale (the proxy normally gives every page one). No locale is
 * known outside [locale], so both languages are shown, each from its catalogue. Server elements, not
 * kept markup: the root layout carries this view in every page's payload, the minimal page's too,
 * and a client component here would add its code to that page, the floor every first load is
 * measured against.
 */
export default function RootNotFound() {
  return (
    <html lang="ar" dir="rtl">
      <body className="flex min-h-dvh items-center justify-center bg-surface p-6 text-center text-ink">
        <main className="max-w-md space-y-3">
          <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
            404
          </p>
          <h1 className="text-2xl font-bold">{ar.errors.notFoundTitle}</h1>
          <p lang="en" dir="ltr" className="text-xl font-semibold">
            {en.errors.notFoundTitle}
          </p>
          <p className="flex justify-center gap-4 pt-2">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside the locale tree */}
            <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
              {ar.errors.backHome}
            </a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside the locale tree */}
            <a href="/en" lang="en" className="font-semibold text-brand-700 underline underline-offset-4">
              {en.errors.backHome}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
