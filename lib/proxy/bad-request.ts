import { NextResponse } from "next/server";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The answer to an address no page can read (malformed percent-encoding, NUL or control
 * characters). It comes from the proxy itself: past the proxy, Next matches the original path
 * against the route it renders and fails to decode it (a 500), so no rewrite can reach the layout.
 * The words are those of messages/*.json `errors.badRequestTitle` and `errors.badRequestText`
 * (tests/unit/proxy/outage.test.ts keeps them equal).
 */
export const BAD_REQUEST_TEXT: Record<Locale, { title: string; text: string; home: string }> = {
  ar: {
    title: "هذا العنوان غير صالح",
    text: "يحتوي العنوان على رموز لا يمكن قراءتها. تحقق من الرابط وحاول مرة أخرى.",
    home: "العودة إلى الصفحة الرئيسية",
  },
  en: {
    title: "This address is not valid",
    text: "The address contains characters that cannot be read. Check the link and try again.",
    home: "Back to the home page",
  },
};

/** Percent-escapes that decode to nothing valid, NUL or control characters: no page can use them. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_NUL = /%00/i;

export function isUnreadableUrl(pathname: string, search: string): boolean {
  if (ENCODED_NUL.test(pathname) || ENCODED_NUL.test(search) || CONTROL.test(pathname)) return true;
  try {
    return CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/**
 * The same answer for an API path (proxy.ts matches only API paths with a percent-escape): JSON,
 * in the language the caller asked for with `?lang=`, else Arabic as the site's default.
 */
export function answerBadApiRequest(lang: string | null): NextResponse {
  const locale: Locale = lang === "en" ? "en" : "ar";
  return NextResponse.json(
    { message: BAD_REQUEST_TEXT[locale].title },
    { status: 400, headers: { "cache-control": "no-store" } },
  );
}

export function answerBadRequest(locale: Locale): NextResponse {
  const words = BAD_REQUEST_TEXT[locale];
  const home = locale === "ar" ? "/" : `/${locale}`;
  const html = `<!doctype html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1f2937"><p style="font-size:3rem;font-weight:700;color:#115e59;margin:0" aria-hidden="true">400</p><h1>${words.title}</h1><p>${words.text}</p><p><a href="${home}" style="color:#115e59">${words.home}</a></p></body></html>`;
  return new NextResponse(html, {
    status: 400,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
