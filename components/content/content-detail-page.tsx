import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { orNotFoundMetadata, orNotFoundView } from "@/components/layout/not-found-response";
import { PublishAlternateSlugs } from "@/components/layout/publish-alternate-slugs";
import { EmptyState } from "@/components/lists/empty-state";
import { ContentMessagesProvider } from "@/components/providers/content-messages-provider";
import { buttonClasses } from "@/components/ui/button";
import { CalendarIcon, ClockIcon, PhoneIcon, PinIcon, StethoscopeIcon } from "@/components/ui/icons";
import { telHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getContentItem } from "@/lib/api/content";
import { KINDS, type ContentKind } from "@/lib/content/kinds";
import { loadDetail, noInfoMetadata, type DetailParams } from "@/lib/detail-page";
import type { ContentItem } from "@/lib/content/types";
import { env } from "@/lib/env";
import { absoluteImageUrl } from "@/lib/images/absolute-url";
import { Link } from "@/lib/i18n/navigation";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { dateLocale, dateTimeFormat } from "@/lib/intl/formatters";
import { sanitizeCmsHtml } from "@/lib/sanitize/html";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { articleJsonLd, eventJsonLd, medicalClinicJsonLd, medicalWebPageJsonLd } from "@/lib/seo/schema-org";
import { plainExcerpt } from "@/lib/seo/urls";
import { AddToCalendar } from "./add-to-calendar";
import { DetailFallback } from "./detail-fallback";
import { DATE_FORMAT, formatDate, formatEventRange } from "./format";
import { RichText } from "./rich-text";

export type { DetailParams };

/** SPEC §7: a detail by its slug in either language; `item: null` shows SPEC §8's "no info" state. */
const load = (kind: ContentKind, params: DetailParams) =>
  loadDetail(params, `content ${kind}`, (locale, slug) => getContentItem(kind, slug, locale));

const detailHref = (kind: ContentKind, slug: string) => ({ pathname: KINDS[kind].detailPath, params: { slug } });

export function contentDetailMetadata(kind: ContentKind, params: DetailParams): Promise<Metadata> {
  return orNotFoundMetadata(params, () => buildDetailMetadata(kind, params));
}

async function buildDetailMetadata(kind: ContentKind, params: DetailParams): Promise<Metadata> {
  const { locale, item } = await load(kind, params);
  if (!item) return noInfoMetadata(locale);
  const metadata = await buildPageMetadata({
    locale,
    href: { ar: detailHref(kind, item.slugs.ar), en: detailHref(kind, item.slugs.en) },
    title: item.title,
    description: item.excerpt || plainExcerpt(item.body),
    image: item.image,
    type: kind === "news" ? "article" : "website",
    ...(item.kind === "news" ? { publishedTime: item.publishedAt, modifiedTime: item.updatedAt } : {}),
  });
  return metadata;
}

function entityJsonLd(item: ContentItem, locale: Locale, url: string) {
  const image = absoluteImageUrl(item.image, env.SITE_URL);
  const description = item.excerpt || plainExcerpt(item.body);
  switch (item.kind) {
    case "clinics":
    case "oncologies":
      return medicalClinicJsonLd({
        name: item.title,
        url,
        description,
        image,
        telephone: item.phone || undefined,
        streetAddress: item.location || undefined,
      });
    case "events":
      return eventJsonLd({
        name: item.title,
        url,
        startDate: item.startsAt,
        endDate: item.endsAt,
        description,
        image,
        locationName: item.location,
        inLanguage: locale,
      });
    case "news":
      return articleJsonLd("NewsArticle", {
        headline: item.title,
        url,
        description,
        image,
        datePublished: item.publishedAt,
        dateModified: item.updatedAt,
        inLanguage: locale,
      });
    default:
      return medicalWebPageJsonLd({ name: item.title, url, description, inLanguage: locale, image, lastReviewed: item.updatedAt });
  }
}

export function ContentDetailPage({ kind, params }: { kind: ContentKind; params: DetailParams }) {
  return orNotFoundView(params, () => renderDetail(kind, params));
}

async function renderDetail(kind: ContentKind, params: DetailParams) {
  const { locale, slug, item } = await load(kind, params);
  setRequestLocale(locale);
  const [tk, tEmpty, t, te] = await Promise.all([
    getTranslations({ locale, namespace: "content.kinds" }),
    getTranslations({ locale, namespace: "empty" }),
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "events" }),
  ]);
  const config = KINDS[kind];
  const listTitle = tk(`${kind}.title`);
  const listLink = getPathname({ locale, href: config.listPath });

  if (!item) {
    return (
      <>
        <Breadcrumb locale={locale} title={tEmpty("noInfo")} path={[{ name: listTitle, link: listLink }]} />
        <div className="container-page py-10 md:py-14">
          <ContentMessagesProvider>
            <DetailFallback kind={kind} slug={slug}>
              <EmptyState
            message={tEmpty("noInfo")}
            hint={tEmpty("noInfoHint")}
            action={
              <Link href={config.listPath} className={buttonClasses("secondary", "md", "mt-2")}>
                {t("backToList", { list: listTitle })}
              </Link>
            }
              />
            </DetailFallback>
          </ContentMessagesProvider>
        </div>
      </>
    );
  }

  // One URL per item and language: a slug of the other language redirects to this one's.
  if (slug !== item.slug) permanentRedirect(getPathname({ locale, href: detailHref(kind, item.slug) }));

  const url = `${env.SITE_URL}${getPathname({ locale, href: detailHref(kind, item.slug) })}`;
  const body = sanitizeCmsHtml(item.body, { siteOrigin: env.SITE_URL });
  const facts = detailFacts(item, locale, url, { t, te });
  // The CMS often opens the body with the excerpt: show it once.
  const showLead = Boolean(item.excerpt) && !plainExcerpt(item.body, 2000).startsWith(item.excerpt.trim().slice(0, 60));

  return (
    <>
      <Breadcrumb locale={locale} title={item.title} path={[{ name: listTitle, link: listLink }]} />
      <PublishAlternateSlugs ar={item.slugs.ar} en={item.slugs.en} />
      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <article className="flex min-w-0 flex-col gap-6">
          <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-surface">
            <ResponsiveImage image={item.image} alt="" width={1280} height={720} priority className="h-full w-full object-cover" />
          </div>
          {showLead && <p className="text-xl leading-relaxed font-medium text-brand-800">{item.excerpt}</p>}
          <RichText html={body} />
        </article>
        {facts && (
          <aside className="flex flex-col gap-5 self-start rounded-[var(--radius-card)] border border-line bg-surface p-6 lg:sticky lg:top-24">
            <h2 className="text-lg font-bold text-ink">{t("details")}</h2>
            {facts}
          </aside>
        )}
      </div>
      <CrawlerJsonLd data={entityJsonLd(item, locale, url)} />
    </>
  );
}

// Typed per namespace: a translator over every key of the site is too large a type for the compiler.
type ContentTranslate = Awaited<ReturnType<typeof getTranslations<"content">>>;
type EventsTranslate = Awaited<ReturnType<typeof getTranslations<"events">>>;

function detailFacts(item: ContentItem, locale: Locale, url: string, { t, te }: { t: ContentTranslate; te: EventsTranslate }): ReactNode {
  const row = "flex flex-col gap-1";
  const label = "text-sm font-semibold text-muted";
  switch (item.kind) {
    case "clinics":
    case "oncologies":
      return (
        <>
          <dl className="flex flex-col gap-4">
            {item.speciality && (
              <div className={row}>
                <dt className={label}>{t("speciality")}</dt>
                <dd className="flex items-center gap-2 font-medium">
                  <StethoscopeIcon size={18} className="text-brand-700" />
                  {item.speciality.name}
                </dd>
              </div>
            )}
            {item.phone && (
              <div className={row}>
                <dt className={label}>{t("phone")}</dt>
                <dd>
                  <a href={telHref(item.phone)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
                    <PhoneIcon size={18} />
                    <PhoneNumber value={item.phone} />
                  </a>
                </dd>
              </div>
            )}
            {item.location && (
              <div className={row}>
                <dt className={label}>{t("location")}</dt>
                <dd className="flex items-start gap-2">
                  <PinIcon size={18} className="mt-1 shrink-0 text-brand-700" />
                  {item.location}
                </dd>
              </div>
            )}
            {item.workingHours && (
              <div className={row}>
                <dt className={label}>{t("workingHours")}</dt>
                <dd className="flex items-start gap-2">
                  <ClockIcon className="mt-1 shrink-0 text-brand-700" />
                  {item.workingHours}
                </dd>
              </div>
            )}
          </dl>
          <Link
            href={item.speciality ? { pathname: "/doctors", query: { specialty: String(item.speciality.id) } } : "/doctors"}
            className={buttonClasses("accent", "md", "w-full")}
          >
            {t("findDoctor")}
          </Link>
        </>
      );
    case "events":
      return (
        <>
          <dl className="flex flex-col gap-4">
            <div className={row}>
              <dt className={label}>{te("when")}</dt>
              <dd className="flex items-start gap-2 font-medium">
                <CalendarIcon size={18} className="mt-1 shrink-0 text-brand-700" />
                <time dateTime={item.startsAt}>{formatEventRange(locale, item.startsAt, item.endsAt, item.timeZone)}</time>
              </dd>
              <dd className="text-sm text-muted">{te("timeZone", { zone: zoneName(locale, item.timeZone) })}</dd>
            </div>
            {item.location && (
              <div className={row}>
                <dt className={label}>{te("where")}</dt>
                <dd className="flex items-start gap-2">
                  <PinIcon size={18} className="mt-1 shrink-0 text-brand-700" />
                  {item.location}
                </dd>
              </div>
            )}
          </dl>
          <AddToCalendar
            slug={item.slug}
            locale={locale}
            event={{
              uid: `event-${item.id}`,
              url,
              title: item.title,
              description: item.excerpt,
              location: item.location,
              startsAt: item.startsAt,
              endsAt: item.endsAt,
              timeZone: item.timeZone,
            }}
          />
        </>
      );
    case "news":
      return (
        <p className="flex items-center gap-2">
          <ClockIcon className="shrink-0 text-brand-700" />
          <time dateTime={item.publishedAt}>{t("publishedOn", { date: formatDate(locale, item.publishedAt, DATE_FORMAT) })}</time>
        </p>
      );
    default:
      return null;
  }
}


/** "Arabia Standard Time" / "توقيت السعودية" for the zone, or the IANA name when ICU has none. */
function zoneName(locale: Locale, timeZone: string): string {
  try {
    const part = dateTimeFormat(dateLocale(locale), { timeZone, timeZoneName: "long" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
