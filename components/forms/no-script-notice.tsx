import { getLocale, getTranslations } from "next-intl/server";
import { telHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { getSiteSettings } from "@/lib/api/settings";
import type { Locale } from "@/lib/i18n/routing";

/**
 * What a visitor whose browser runs no JavaScript sees in a form the server rendered for its code
 * to send (ActivateOnIntent): there is no handler for the plain post, so the form's button is
 * hidden then (globals.css, `scripting: none`) and this note says how to reach us instead, before
 * anything typed could be lost.
 */
export async function NoScriptNotice() {
  const locale = (await getLocale()) as Locale;
  const [t, settings] = await Promise.all([getTranslations("noScript"), getSiteSettings(locale)]);
  const phone = settings.phone.trim();
  return (
    <noscript>
      <p role="note" className="rounded-[var(--radius-card)] border border-warning bg-warning-50 p-4 text-sm leading-relaxed text-ink">
        {phone
          ? t.rich("form", {
              phone: () => (
                <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
                  <PhoneNumber value={phone} />
                </a>
              ),
            })
          : t("formNoPhone")}
      </p>
    </noscript>
  );
}
