"use client";

import "@/styles/globals.css";

/**
 * Last resort when the document layout itself fails: no translations or backend data are
 * available here, so both languages are shown.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="ar" dir="rtl">
      <body className="flex min-h-dvh items-center justify-center bg-surface p-6 text-center text-ink">
        <title>حدث خطأ · An error occurred</title>
        <main className="max-w-md space-y-4">
          <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
            500
          </p>
          <h1 className="text-2xl font-bold">حدث خطأ</h1>
          <p lang="en" dir="ltr" className="text-xl font-semibold">
            An error occurred
          </p>
          <button
            type="button"
            onClick={() => retry()}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            حاول مرة أخرى · <span lang="en">Try again</span>
          </button>
        </main>
      </body>
    </html>
  );
}
