import { getLocale, getTranslations } from "next-intl/server";
import { keepHtml } from "@/components/ui/kept-data";
import { telHref } from "@/components/ui/phone";
import { getSiteSettings } from "@/lib/api/settings";
import { escapeHtml } from "@/lib/html/escape";
import type { Locale } from "@/lib/i18n/routing";
import { KeptNoScript } from "./kept-no-script";

/** Where the phone's link goes in the note's text: a character no message or escape writes. */
const PHONE = "\u0000";

/**
 * The note's HTML: its words escaped and, given a phone, the number where the text says, as a link
 * read left to right and kept on one line (as PhoneNumber writes it).
 */
export function noScriptNoticeHtml(text: string, phone?: string): string {
  let body = escapeHtml(text);
  if (phone) {
    const number = `<bdi dir="ltr" class="whitespace-nowrap">${escapeHtml(phone)}</bdi>`;
    body = body.replace(PHONE, `<a href="${escapeHtml(telHref(phone))}" class="font-semibold text-brand-700 underline">${number}</a>`);
  }
  return `<p role="note" class="rounded-[var(--radius-card)] border border-warning bg-warning-50 p-4 text-sm leading-relaxed text-ink">${body}</p>`;
}

/**
 * What a visitor whose browser runs no JavaScript sees in a form the server rendered for its code
 * to send (ActivateOnIntent): there is no handler for the plain post, so the form's button is
 * hidden then (globals.css, `scripting: none`) and this note says how to reach us instead, before
 * anything typed could be lost.
 *
 * Only such a browser shows it, and it reads the document alone: the note is written into the HTML
 * by key (KeptNoScript), so the page's payload carries a key instead of its element tree (0.47 kB
 * on sign-in and sign-up).
 */
export async function NoScriptNotice() {
  const locale = (await getLocale()) as Locale;
  const [t, settings] = await Promise.all([getTranslations("noScript"), getSiteSettings(locale)]);
  const phone = settings.phone.trim();
  const html = phone ? noScriptNoticeHtml(t.markup("form", { phone: () => PHONE }), phone) : noScriptNoticeHtml(t("formNoPhone"));
  return <KeptNoScript keptKey={keepHtml(html)} />;
}
