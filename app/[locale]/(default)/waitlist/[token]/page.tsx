import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagesSubset } from "@/components/static/messages-subset";
import { OfferGone, OfferHeld, OfferNotUsable } from "@/components/waitlist/offer-view";
import { openWaitlistOffer } from "@/lib/api/waitlist";
import { requireUser } from "@/lib/auth/session";
import { userBackendToken } from "@/lib/auth/user-token";
import { WaitlistTokenSchema } from "@/lib/contract/waitlist";
import { visitorIp } from "@/lib/forms/server-validation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { routing, localeOrDefault } from "@/lib/i18n/routing";

// Opening the link holds the time for this patient: rendered per request, never cached (the proxy
// marks it private, no-store, as every signed-in page).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "waitlist.offer" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** Where an earlier-slot offer's link lands: `/waitlist/{token}`, the token opaque and single-use. */
export default async function WaitlistOfferPage({ params }: Props) {
  const { locale: requested, token } = await params;
  const locale = pageLocale(requested);
  await requireUser(locale, `${locale === routing.defaultLocale ? "" : `/${locale}`}/waitlist/${encodeURIComponent(token)}`);
  const userToken = await userBackendToken();
  const opened =
    WaitlistTokenSchema.safeParse(token).success && userToken
      ? await openWaitlistOffer(locale, token, userToken, await visitorIp())
      : ({ kind: "unknown" } as const);
  return (
    <div className="container-page max-w-2xl py-10">
      <MessagesSubset pick={{ waitlist: ["offer"], booking: ["countdownLabel", "lastMinute"] }}>
        {opened.kind === "held" ? (
          <OfferHeld held={opened.held} />
        ) : opened.kind === "gone" ? (
          <OfferGone />
        ) : (
          <OfferNotUsable message={opened.kind === "refused" ? opened.message : null} />
        )}
      </MessagesSubset>
    </div>
  );
}
