import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { orNotFoundMetadata, orNotFoundView } from "@/components/layout/not-found-response";
import { EmptyState } from "@/components/lists/empty-state";
import { PublishAlternateSlugs } from "@/components/layout/publish-alternate-slugs";
import { RichText } from "@/components/content/rich-text";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { buttonClasses } from "@/components/ui/button";
import { CalendarIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getBranches } from "@/lib/api/broker";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getOffer, getOfferQuote } from "@/lib/api/offers";
import { loadDetail, noInfoMetadata, type DetailParams } from "@/lib/detail-page";
import { env } from "@/lib/env";
import { absoluteImageUrl } from "@/lib/images/absolute-url";
import { Link } from "@/lib/i18n/navigation";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { formatEndDate, formatPercent, formatPrice, offerEndsAt } from "@/lib/offers/format";
import { offerProductJsonLd } from "@/lib/offers/json-ld";
import { bodyOpensWithLead } from "@/lib/offers/lead";
import { sanitizeCmsHtml } from "@/lib/sanitize/html";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { plainExcerpt } from "@/lib/seo/urls";
import { OfferBooking } from "./offer-booking";
import { OfferCountdown } from "./offer-countdown";
import { OfferDetailFallback } from "./offer-detail-fallback";
import { OfferPrice } from "./offer-price";

const detailHref = (slug: string) => ({ pathname: "/offer/[slug]" as const, params: { slug } });

/**
 * The offer by either language's slug (expired ones too); an unknown one is a 404. Without one
 * (any other failure) the page shows what the visitor's list already held, or "no info".
 */
const load = (params: DetailParams) => loadDetail(params, "offer", getOffer);

export function offerDetailMetadata(params: DetailParams): Promise<Metadata> {
  return orNotFoundMetadata(params, () => buildOfferMetadata(params));
}

async function buildOfferMetadata(params: DetailParams): Promise<Metadata> {
  const { locale, item: offer } = await load(params);
  if (!offer) return noInfoMetadata(locale);
  return buildPageMetadata({
    locale,
    href: { ar: detailHref(offer.slugs.ar), en: detailHref(offer.slugs.en) },
    title: offer.title,
    description: offer.excerpt || plainExcerpt(offer.body),
    image: offer.image,
  });
}

/**
 * An offer: price, "instead of", discount, saving, end date (a countdown when close), categories,
 * business unit, the CMS body, and the booking button. An expired offer stays reachable by its old
 * link and says it has ended, without the button.
 */
export function OfferDetailPage({ params }: { params: DetailParams }) {
  return orNotFoundView(params, () => renderOffer(params));
}

async function renderOffer(params: DetailParams) {
  const { locale, slug, item: offer } = await load(params);
  setRequestLocale(locale);
  if (!offer) return <OfferUnavailable locale={locale} slug={slug} />;
  // One URL per offer and language: the other language's slug redirects to this one's.
  if (slug !== offer.slug) permanentRedirect(getPathname({ locale, href: detailHref(offer.slug) }));

  const [t, messages, units, branches, quote] = await Promise.all([
    getTranslations({ locale, namespace: "offers" }),
    getMessages({ locale }),
    getBusinessUnits(locale),
    getBranches(locale),
    offer.isExpired ? Promise.resolve(null) : getOfferQuote(locale, offer.slug),
  ]);
  const unit = units.find((item) => item.id === offer.businessUnitId) ?? null;
  const unitBranches = branches.filter((branch) => branch.businessUnitId === offer.businessUnitId);
  const country = unit?.country ?? unitBranches[0]?.country ?? "SA";
  const url = `${env.SITE_URL}${getPathname({ locale, href: detailHref(offer.slug) })}`;
  const listTitle = t("title");
  const listLink = getPathname({ locale, href: "/offers" });
  const body = sanitizeCmsHtml(offer.body, { siteOrigin: env.SITE_URL });
  const endsAt = offerEndsAt(offer.endDate, country === "EG" ? "Africa/Cairo" : "Asia/Riyadh").toISOString();
  const jsonLd = offerProductJsonLd({
    name: offer.title,
    url,
    description: offer.excerpt || plainExcerpt(offer.body),
    image: absoluteImageUrl(offer.image, env.SITE_URL),
    price: offer.price,
    currency: offer.currency,
    endDate: offer.endDate,
    expired: offer.isExpired,
    sellerName: unit?.name,
    categories: offer.categories.map((c) => c.name),
  });

  const row = "flex flex-col gap-1";
  const label = "text-sm font-semibold text-muted";

  return (
    <>
      <Breadcrumb locale={locale} title={offer.title} path={[{ name: listTitle, link: listLink }]} />
      <PublishAlternateSlugs ar={offer.slugs.ar} en={offer.slugs.en} />
      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <article className="flex min-w-0 flex-col gap-6">
          {offer.isExpired && (
            <p role="status" className="rounded-lg bg-warning-50 px-4 py-3 font-semibold text-ink" data-testid="offer-ended">
              {t("detail.ended", { date: formatEndDate(locale, offer.endDate) })}
            </p>
          )}
          <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-surface">
            <ResponsiveImage image={offer.image} alt="" width={1280} height={720} priority className="h-full w-full object-cover" />
          </div>
          {offer.excerpt && !bodyOpensWithLead(body, offer.excerpt) && <p className="text-xl leading-relaxed font-medium text-brand-800">{offer.excerpt}</p>}
          <RichText html={body} />
        </article>
        <aside
          aria-labelledby="offer-facts-title"
          className="flex flex-col gap-5 self-start rounded-[var(--radius-card)] border border-line bg-surface p-6 lg:sticky lg:top-24"
        >
          <h2 id="offer-facts-title" className="text-lg font-bold text-ink">
            {t("detail.facts")}
          </h2>
          <OfferPrice price={offer.price} priceInsteadOf={offer.priceInsteadOf} discount={offer.discount} currency={offer.currency} size="lg" />
          <dl className="flex flex-col gap-4">
            {quote && (
              <div className={row} data-testid="offer-total-with-tax">
                <dt className={label}>{t("price.withTax", { rate: formatPercent(locale, quote.taxRate) })}</dt>
                <dd className="font-semibold text-ink">{formatPrice(locale, quote.total, quote.currency)}</dd>
              </div>
            )}
            {offer.saving > 0 && (
              <div className={row}>
                <dt className={label}>{t("detail.saving")}</dt>
                <dd className="font-semibold text-success">{formatPrice(locale, offer.saving, offer.currency)}</dd>
              </div>
            )}
            <div className={row}>
              <dt className={label}>{offer.isExpired ? t("card.endedOn") : t("card.endsOn")}</dt>
              <dd className="flex items-center gap-2 font-medium">
                <CalendarIcon size={18} className="text-brand-700" />
                <time dateTime={offer.endDate}>{formatEndDate(locale, offer.endDate)}</time>
              </dd>
            </div>
            {unit && (
              <div className={row}>
                <dt className={label}>{t("detail.businessUnit")}</dt>
                <dd className="font-medium">{unit.name}</dd>
              </div>
            )}
            {offer.categories.length > 0 && (
              <div className={row}>
                <dt className={label}>{t("detail.categories")}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-2">
                    {offer.categories.map((category) => (
                      <li key={category.id}>
                        <Link
                          href={{ pathname: "/offers", query: { category: String(category.id) } }}
                          className="inline-flex min-h-11 items-center rounded-full border border-line-strong bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
          <NextIntlClientProvider
            messages={{
              offers: { detail: messages.offers.detail, booking: messages.offers.booking, price: messages.offers.price },
              validation: messages.validation,
              forms: messages.forms,
              payments: { step: messages.payments.step },
            }}
          >
            {offer.isExpired ? null : <OfferCountdown endsAt={endsAt} />}
            {offer.isExpired ? (
              <Link href="/offers" className={buttonClasses("secondary", "md", "w-full")}>
                {t("detail.seeCurrent")}
              </Link>
            ) : (
              <OfferBooking
                offer={{ slug: offer.slug, title: offer.title, price: offer.price, currency: offer.currency }}
                country={country}
                branches={unitBranches.map(({ id, name }) => ({ id, name }))}
                quote={quote}
              />
            )}
          </NextIntlClientProvider>
        </aside>
      </div>
      <CrawlerJsonLd data={jsonLd} />
    </>
  );
}

/** The backend failed (not a 404): what the visitor's list held, or SPEC §8's "no info". */
async function OfferUnavailable({ locale, slug }: { locale: Locale; slug: string }) {
  const [t, tEmpty, messages] = await Promise.all([
    getTranslations({ locale, namespace: "offers" }),
    getTranslations({ locale, namespace: "empty" }),
    getMessages({ locale }),
  ]);
  return (
    <>
      <Breadcrumb locale={locale} title={tEmpty("noInfo")} path={[{ name: t("title"), link: getPathname({ locale, href: "/offers" }) }]} />
      <div className="container-page py-10 md:py-14">
        <NextIntlClientProvider
          messages={{
            offers: { detail: messages.offers.detail, card: messages.offers.card, price: messages.offers.price },
            content: { readMore: messages.content.readMore },
          }}
        >
          <OfferDetailFallback slug={slug}>
            <EmptyState
              message={tEmpty("noInfo")}
              hint={tEmpty("noInfoHint")}
              action={
                <Link href="/offers" className={buttonClasses("secondary", "md", "mt-2")}>
                  {t("detail.seeCurrent")}
                </Link>
              }
            />
          </OfferDetailFallback>
        </NextIntlClientProvider>
      </div>
    </>
  );
}
