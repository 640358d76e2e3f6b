import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { MessagesSubset } from "@/components/static/messages-subset";
import { StopAlertForm } from "@/components/waitlist/stop-alert-form";
import { WaitlistTokenSchema } from "@/lib/contract/waitlist";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localeOrDefault } from "@/lib/i18n/routing";

// The token is the visitor's own: nothing about it is cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "waitlist.stop" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** Where an offer message's "stop this alert" link lands; no sign-in needed, the token is the proof. */
export default async function StopWaitlistAlertPage({ params }: Props) {
  const { locale, token } = await params;
  pageLocale(locale);
  if (!WaitlistTokenSchema.safeParse(token).success) notFound();
  return (
    <div className="container-page max-w-2xl py-10">
      <MessagesSubset pick={{ waitlist: ["stop", "stopUnknown"] }}>
        <StopAlertForm token={token} />
      </MessagesSubset>
    </div>
  );
}
