import { useLocale, useTranslations } from "next-intl";
import { CalendarIcon, ClockIcon, PhoneIcon, PinIcon, StethoscopeIcon } from "@/components/ui/icons";
import { telHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { KIND_ROUTES } from "@/lib/content/kind-routes";
import type { ContentCardItem } from "@/lib/content/card-item";
import { CardFrame, Fact } from "./card-frame";
import { formatDate, formatEventRange, DATE_FORMAT } from "./format";

/**
 * One card per content kind on the shared frame; the key fact differs: a clinic's specialty and
 * phone, an event's date and venue, a news item's date. Works in server and client trees.
 */
export function ContentCard({
  item,
  headingLevel = 2,
  priority = false,
}: {
  item: ContentCardItem;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}) {
  const t = useTranslations("content");
  const te = useTranslations("events");
  const locale = useLocale();
  const href = { pathname: KIND_ROUTES[item.kind][2], params: { slug: item.slug } } as const;
  const common = { href, title: item.title, summary: item.excerpt, image: item.image, headingLevel, priority };

  switch (item.kind) {
    case "clinics":
    case "oncologies":
      return (
        <CardFrame
          {...common}
          fact={
            <>
              {item.speciality && (
                <Fact icon={<StethoscopeIcon size={18} />} label={t("speciality")}>
                  {item.speciality.name}
                </Fact>
              )}
              {item.phone && (
                <Fact icon={<PhoneIcon size={18} />} label={t("phone")}>
                  <a href={telHref(item.phone)} className="card-inner-link">
                    <PhoneNumber value={item.phone} />
                  </a>
                </Fact>
              )}
            </>
          }
        />
      );
    case "events":
      return (
        <CardFrame
          {...common}
          fact={
            <>
              <Fact icon={<CalendarIcon size={18} />} label={te("when")}>
                <time dateTime={item.startsAt}>{formatEventRange(locale, item.startsAt, item.endsAt, item.timeZone)}</time>
              </Fact>
              {item.location && (
                <Fact icon={<PinIcon size={18} />} label={te("where")}>
                  {item.location}
                </Fact>
              )}
            </>
          }
        />
      );
    case "news":
      return (
        <CardFrame
          {...common}
          fact={
            <p className="flex items-center gap-2">
              <ClockIcon className="shrink-0 text-brand-700" />
              <time dateTime={item.publishedAt}>
                {t("publishedOn", { date: formatDate(locale, item.publishedAt, DATE_FORMAT) })}
              </time>
            </p>
          }
        />
      );
    default:
      return <CardFrame {...common} />;
  }
}
