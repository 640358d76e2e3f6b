import "@/styles/globals.css";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

/**
 * 404 for paths that never reach a locale (the proxy normally gives every page one). No locale is
 * known outside [locale], so both languages are shown, each from its catalogue. Server elements, not
 * kept markup: the root layout carries this view in every page's payload, the minimal page's too,
 * and a client component here would add its code to that page, the floor every first load is
 * measured against. Its look is one class (`.root-404`, styles/globals.css) rather than utility
 * lists on each element, which every page's payload carried (0.3 kB).
 */
export default function RootNotFound() {
  return (
    <html lang="ar" dir="rtl">
      <body className="root-404">
        <main>
          <p aria-hidden="true">404</p>
          <h1>{ar.errors.notFoundTitle}</h1>
          <p lang="en" dir="ltr">
            {en.errors.notFoundTitle}
          </p>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside the locale tree */}
            <a href="/">{ar.errors.backHome}</a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside the locale tree */}
            <a href="/en" lang="en">
              {en.errors.backHome}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
