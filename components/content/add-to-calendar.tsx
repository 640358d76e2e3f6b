import { useTranslations } from "next-intl";
import { CalendarIcon, DownloadIcon } from "@/components/ui/icons";
import { googleCalendarUrl, type CalendarEvent } from "@/lib/calendar/event-calendar";
import type { Locale } from "@/lib/i18n/routing";

/**
 * SPEC §2 "Events offer add-to-calendar": a Google Calendar link and an .ics download
 * (app/api/calendar/[slug]), both with UTC times computed from the event's zone. Plain links:
 * no JavaScript needed.
 */
export function AddToCalendar({ event, slug, locale }: { event: CalendarEvent; slug: string; locale: Locale }) {
  const t = useTranslations("calendar");
  const google = googleCalendarUrl(event);
  if (!google) return null;
  const ics = `/api/calendar/${encodeURIComponent(slug)}?lang=${locale}`;
  const link =
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50";

  return (
    <section aria-labelledby="add-to-calendar" className="flex flex-col gap-2">
      <h2 id="add-to-calendar" className="flex items-center gap-2 font-bold text-ink">
        <CalendarIcon size={18} className="text-brand-700" />
        {t("add")}
      </h2>
      <a href={google} target="_blank" rel="noopener noreferrer" className={link}>
        {t("google")}
        <span className="sr-only"> {t("opensInNewTab")}</span>
      </a>
      <a href={ics} download className={link} type="text/calendar">
        <DownloadIcon />
        {t("ics")}
      </a>
    </section>
  );
}
