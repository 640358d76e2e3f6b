import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { SignOutButton } from "@/components/account/sign-out-button";
import { requireUser } from "@/lib/auth/session";
import { homePath, routing } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/proxy/routes";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

/** Protected: authorized again here against the backend, whatever the proxy decided. */
export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const user = await requireUser(locale, localizedPath("/profile", locale));
  const t = await getTranslations("profile");

  const rows = [
    { label: t("name"), value: user.name, ltr: false },
    { label: t("email"), value: user.email, ltr: true },
    { label: t("mobile"), value: user.mobile, ltr: true },
  ];

  return (
    <section className="container-page py-10" aria-labelledby="profile-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="profile-title" className="text-2xl font-bold text-brand-800 sm:text-3xl">
            {t("title")}
          </h1>
          <p className="mt-1 text-lg text-muted">{t("greeting", { name: user.firstName || user.name })}</p>
        </div>
        <SignOutButton home={homePath(locale)} />
      </div>

      <div className="mt-8 max-w-2xl rounded-card bg-white p-6 shadow-card">
        <h2 className="text-xl font-semibold text-ink">{t("personalInformation")}</h2>
        <dl className="mt-4 divide-y divide-line" data-testid="profile-details">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="font-medium text-muted">{row.label}</dt>
              <dd className="text-ink sm:col-span-2">
                {row.value ? (
                  row.ltr ? <bdi dir="ltr">{row.value}</bdi> : <bdi>{row.value}</bdi>
                ) : (
                  <span className="text-muted">{t("notProvided")}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
