import type { NextRequest } from "next/server";
import { FLASH_CAPACITY, FLASH_PART_NAMES, FORM_FLASH_MAX_AGE_SECONDS, flashCookies, sealFormFlash, type FormFlash } from "@/lib/forms/no-script/flash";
import { isNoScriptForm, NO_SCRIPT_DECLARATIONS, type NoScriptForm } from "@/components/forms/no-script-declared";
import { BACK_FIELD, LOCALE_FIELD, SLUG_FIELD } from "@/lib/forms/no-script/forms";
import { getPathname } from "@/lib/i18n/paths";
import { homePath, isLocale, type Locale } from "@/lib/i18n/routing";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";
import { isHttps } from "@/lib/proxy/security-headers";

export const dynamic = "force-dynamic";

/** Far above any form of ours (a 2,000-character message in Arabic is about 4 kB). */
const MAX_BODY_BYTES = 32 * 1024;
/** The longest field of these forms (the contact message) takes 2,000 characters. */
const MAX_VALUE_LENGTH = 2_000;
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/** The page that answers a form sent without JavaScript (app/[locale]/(sign)/forms/[form]). */
const answerPath = (form: NoScriptForm, locale: Locale) => getPathname({ locale, href: { pathname: "/forms/[form]", params: { form } } });

/**
 * The host the visitor's browser sent this to: behind the site's own proxy the forwarded one (as
 * Next checks the origin of a server action), else the request's.
 */
const siteHost = (request: NextRequest) => request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;

/** Whether `url` (an Origin or a Referer) is a page of this site. */
function ofThisSite(url: string, request: NextRequest): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.host === siteHost(request) ? parsed : null;
  } catch {
    return null;
  }
}

/** The local page the form was sent from, read from the Referer of a same-origin post. */
function sentFrom(request: NextRequest, locale: Locale): string {
  const referer = ofThisSite(request.headers.get("referer") ?? "", request);
  return referer ? sanitizeReturnPath(`${referer.pathname}${referer.search}`, homePath(locale)) : homePath(locale);
}

/**
 * POST /api/forms/{contact|newsletter|lead}: a form of the site sent by a browser that runs no
 * JavaScript (with it, the form's code sends it through its server action and never posts here).
 * Checked and sent by the same server action, then answered PRG-style: a 303 to the thank-you page
 * (lead) or to the form's answer page, which shows the outcome, and on a failure the form again
 * with what was typed and each field's error (carried in a sealed cookie, lib/forms/no-script/flash.ts).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  if (!isNoScriptForm(form)) return plain(404, "Not found");
  // A form of another site may not send ours.
  const origin = request.headers.get("origin");
  if (origin && !ofThisSite(origin, request)) return plain(403, "Forbidden");
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) return plain(415, "Unsupported content type");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return plain(413, "Too large");

  let data: FormData;
  try {
    const body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return plain(413, "Too large");
    data = await new Response(body, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return plain(400, "Malformed form");
  }
  const requested = data.get(LOCALE_FIELD);
  if (!isLocale(requested)) return plain(400, "Unknown language");
  const locale: Locale = requested;

  const values: Record<string, string> = {};
  const declaration = NO_SCRIPT_DECLARATIONS[form];
  for (const name of declaration.fields) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value.replaceAll("\u0000", "").slice(0, MAX_VALUE_LENGTH);
  }
  const slugValue = data.get(SLUG_FIELD);
  const slug = typeof slugValue === "string" ? slugValue.slice(0, 200) : "";
  // Sent again from its answer page, a form still links back to the page it was first sent from.
  const backValue = data.get(BACK_FIELD);
  const back = typeof backValue === "string" ? sanitizeReturnPath(backValue, homePath(locale)) : sentFrom(request, locale);

  // Through the very server action the form's code calls: the same schema, the same limits.
  const result = await declaration.send(locale, values, { back, slug });

  const headers = new Headers({ "cache-control": "no-store" });
  if (result.ok && form === "lead") {
    headers.set("location", getPathname({ locale, href: { pathname: "/landing-page/[[...slug]]", params: { slug: [slug, "thankyou-page"] } } }));
    return new Response(null, { status: 303, headers });
  }

  const path = answerPath(form, locale);
  const flash: FormFlash = {
    form,
    ok: result.ok,
    message: result.message ?? "",
    values: result.ok ? {} : values,
    fieldErrors: result.ok ? {} : (result.fieldErrors ?? {}),
    back,
    slug: slug || undefined,
  };
  let sealed = await sealFormFlash(flash);
  // Only text no one types (thousands of random characters) seals too long: the errors still go.
  if (sealed.length > FLASH_CAPACITY) sealed = await sealFormFlash({ ...flash, values: {} });
  const secure = isHttps(request) ? "; Secure" : "";
  const parts = flashCookies(sealed);
  for (const name of FLASH_PART_NAMES) {
    const part = parts.find((item) => item.name === name);
    const attributes = `Path=${encodeURI(path)}; HttpOnly; SameSite=Lax${secure}`;
    headers.append("set-cookie", part ? `${name}=${part.value}; Max-Age=${FORM_FLASH_MAX_AGE_SECONDS}; ${attributes}` : `${name}=; Max-Age=0; ${attributes}`);
  }
  headers.set("location", encodeURI(path));
  return new Response(null, { status: 303, headers });
}
