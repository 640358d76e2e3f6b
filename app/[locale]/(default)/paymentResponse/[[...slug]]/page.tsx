import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PaymentResponseView } from "@/components/payments/payment-response-view";
import { MessagesSubset } from "@/components/static/messages-subset";
import { getPaymentStatus } from "@/lib/api/payments";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localeOrDefault } from "@/lib/i18n/routing";

// The status changes under the same URL: rendered for every request, never cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "payments.response" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** Where providers send the browser back: `/paymentResponse/{paymentId}`. The query string is ignored. */
export default async function PaymentResponsePage({ params }: Props) {
  const { locale: requested, slug } = await params;
  const locale = pageLocale(requested);
  const id = slug?.[0];
  const payment = id ? await getPaymentStatus(locale, id) : null;
  return (
    <div className="container-page max-w-2xl py-10">
      {/* The copy, share, check-again and retry buttons are client components. */}
      <MessagesSubset pick={{ payments: ["response"] }}>
        <PaymentResponseView payment={payment} />
      </MessagesSubset>
    </div>
  );
}
