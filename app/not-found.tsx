import "@/styles/globals.css";

/**
 * 404 for paths that never reach a locale (the proxy normally gives every page one). No
 * translations are available outside [locale], so both languages are shown.
 */
export default function RootNotFound() {
  return (
    <html lang="ar" dir="rtl">
      <body className="flex min-h-dvh items-center justify-center bg-surface p-6 text-center text-ink">
        <main className="max-w-md space-y-3">
          <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
            404
          </p>
          <h1 className="text-2xl font-bold">هذه الصفحة غير موجودة</h1>
          <p lang="en" dir="ltr" className="text-xl font-semibold">
            This page could not be found
          </p>
          <p className="flex justify-center gap-4 pt-2">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside the locale tree */}
            <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
              العودة إلى الصفحة الرئيسية
            </a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside the locale tree */}
            <a href="/en" lang="en" className="font-semibold text-brand-700 underline underline-offset-4">
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
