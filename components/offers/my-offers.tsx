import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/lists/empty-state";
import { buttonClasses } from "@/components/ui/button";
import { userBackendToken } from "@/lib/auth/user-token";
import { slugIn } from "@/lib/api/slugs";
import { Link } from "@/lib/i18n/navigation";
import { dateLocale, dateTimeFormat } from "@/lib/intl/formatters";
import type { Locale } from "@/lib/i18n/routing";
import { formatPrice } from "@/lib/offers/format";
import { getMyOfferBookings } from "@/lib/offers/my-offers";

const STATUS_TONE = {
  pending: "bg-warning-50 text-warning",
  confirmed: "bg-brand-50 text-brand-800",
  paid: "bg-success-50 text-success",
  failed: "bg-error-50 text-error",
} as const;

/**
 * "My offers" on the patient's profile: what they bought, newest first, with the booking code
 * they quote at the branch. Renders nothing for a visitor (the profile page guards itself).
 */
export async function MyOffers({ locale, headingLevel = 2 }: { locale: Locale; headingLevel?: 2 | 3 }) {
  const token = await userBackendToken();
  if (!token) return null;
  const [t, bookings] = await Promise.all([getTranslations({ locale, namespace: "offers" }), getMyOfferBookings(locale, token)]);
  if (bookings === null) return null;
  const Heading = `h${headingLevel}` as const;
  const dateFormat = dateTimeFormat(dateLocale(locale), { dateStyle: "medium", numberingSystem: "latn", timeZone: "Asia/Riyadh" });

  return (
    <section aria-labelledby="my-offers-title" className="flex flex-col gap-4" data-testid="my-offers">
      <Heading id="my-offers-title" className="text-xl font-bold text-brand-800">
        {t("mine.title")}
      </Heading>
      {bookings.length === 0 ? (
        <EmptyState
          illustration="offer"
          message={t("mine.empty")}
          action={
            <Link href="/offers" className={buttonClasses("secondary", "md", "mt-2")}>
              {t("title")}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  href={{ pathname: "/offer/[slug]", params: { slug: slugIn(booking.offer, locale) } }}
                  className="font-bold text-ink hover:text-brand-700 hover:underline"
                >
                  {booking.offer.title}
                </Link>
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[booking.status]}`}>{t(`mine.status.${booking.status}`)}</span>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">{t("mine.code")}</dt>
                <dd>
                  <bdi dir="ltr" className="font-mono font-semibold whitespace-nowrap">
                    {booking.code}
                  </bdi>
                </dd>
                <dt className="text-muted">{t("mine.branch")}</dt>
                <dd>{booking.branch.name}</dd>
                <dt className="text-muted">{t("mine.payment")}</dt>
                <dd>
                  {t(`booking.paymentTypes.${booking.payment_type}`)} ·{" "}
                  {booking.total === null ? (
                    <>
                      <bdi className="whitespace-nowrap">{formatPrice(locale, booking.price, booking.currency)}</bdi> {t("price.plusTax")}
                    </>
                  ) : (
                    <span data-testid="my-offer-total">{t.rich("mine.total", { total: formatPrice(locale, booking.total, booking.currency), money: (chunks) => <bdi className="whitespace-nowrap">{chunks}</bdi> })}</span>
                  )}
                </dd>
                <dt className="text-muted">{t("mine.bookedOn")}</dt>
                <dd>
                  <time dateTime={booking.created_at}>{dateFormat.format(new Date(booking.created_at))}</time>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
