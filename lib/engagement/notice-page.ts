import { escapeHtml } from "@/lib/html/escape";
import type { Locale } from "@/lib/i18n/routing";

/**
 * A small standalone page (a route handler's answer, outside the site's layouts) in the visitor's
 * language and direction: a heading, a sentence and a link home. Colours are the brand tokens'
 * values, with AA contrast on white.
 */
export function renderNoticePage(o: { locale: Locale; title: string; text: string; homeHref: string; homeLabel: string }): string {
  const dir = o.locale === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${o.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(o.title)}</title>
<style>
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,Arial,sans-serif;background:#f6f8f8;color:#1f2937;line-height:1.7}
main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{color:#134e4a;font-size:1.6rem;margin:0 0 .75rem}
a{display:inline-flex;align-items:center;min-height:44px;color:#115e59;font-weight:600}
a:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(o.title)}</h1>
<p>${escapeHtml(o.text)}</p>
<p><a href="${escapeHtml(o.homeHref)}">${escapeHtml(o.homeLabel)}</a></p>
</main>
</body>
</html>`;
}
