import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPrivacy } from "@/components/account/account-privacy";
import { ACCOUNT_PRIVACY_MESSAGES } from "@/components/account/account-privacy-messages";
import { FamilyManager } from "@/components/account/family-manager";
import { FAMILY_MANAGER_MESSAGES } from "@/components/account/family-manager-messages";
import { ProfileForm } from "@/components/account/profile-form";
import { PROFILE_FORM_MESSAGES } from "@/components/account/profile-form-messages";
import { PROFILE_SECTIONS } from "@/components/account/profile-sections";
import { ProfileSectionsNav } from "@/components/account/profile-sections-nav";
import { SignOutButton } from "@/components/account/sign-out-button";
import { WelcomeCard } from "@/components/account/welcome-card";
import { MyAppointmentsSection } from "@/components/booking/my-appointments-section";
import { MyOffers } from "@/components/offers/my-offers";
import { RecordsProfileSection } from "@/components/records/records-profile-section";
import { MyRiskAssessments } from "@/components/risk/my-risk-assessments";
import { MessagesSubset } from "@/components/static/messages-subset";
import { apiGetUncached } from "@/lib/api/client";
import { requireUser } from "@/lib/auth/session";
import { userBackendToken } from "@/lib/auth/user-token";
import { ProfileResponseSchema } from "@/lib/contract/accounts";
import { FamilyMembersResponseSchema } from "@/lib/contract/family";
import { pageLocale } from "@/lib/i18n/page-locale";
import { homePath, localeOrDefault } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/route-match";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

/**
 * Protected: authorized again here against the backend, whatever the proxy decided. The profile
 * is read outside every cache (health data).
 */
export default async function ProfilePage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  // A sign-up lands here with ?welcome=1 (components/account/code-form.tsx).
  const welcome = (await searchParams).welcome === "1";
  const returnPath = localizedPath("/profile", locale);
  const user = await requireUser(locale, returnPath);
  const userToken = await userBackendToken();
  const [{ data: profile }, { data: family }] = await Promise.all([
    apiGetUncached("/api/profile", { locale, userToken, schema: ProfileResponseSchema }),
    apiGetUncached("/api/profile/family", { locale, userToken, schema: FamilyMembersResponseSchema }),
  ]);
  const t = await getTranslations("profile");
  // The confirmed contact details: a new email or mobile shows here once its code is verified.
  const summary = [
    { label: t("name"), value: profile.full_name, ltr: false },
    { label: t("email"), value: profile.email, ltr: true },
    { label: t("mobile"), value: profile.mobile, ltr: true },
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
        <SignOutButton signedOutHref={`${localizedPath("/sign-in", locale)}?signed_out=1`} />
      </div>

      {welcome && <WelcomeCard locale={locale} name={user.firstName} />}

      <dl className="mt-6 flex max-w-4xl flex-wrap gap-x-8 gap-y-2 text-ink" data-testid="profile-details">
        {summary.map((row) => (
          <div key={row.label} className="flex min-w-0 flex-wrap gap-x-2">
            <dt className="font-medium text-muted">{row.label}:</dt>
            {/* A long email breaks rather than widen a phone's page. */}
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              <bdi dir={row.ltr ? "ltr" : undefined}>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>

      {/* From the large breakpoint the links stand beside the sections and stay in view. */}
      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,56rem)_14rem] lg:items-start lg:gap-10">
        <ProfileSectionsNav />

        {/* Appointments first: what a patient comes back for; the long forms after. */}
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:col-start-1 lg:row-start-1 lg:mt-0">
          <div id={PROFILE_SECTIONS.appointments} className="scroll-mt-24 rounded-card bg-white p-4 shadow-card sm:p-6">
            <MyAppointmentsSection />
          </div>
          <div id={PROFILE_SECTIONS.records} className="scroll-mt-24 rounded-card bg-white p-4 shadow-card sm:p-6">
            <RecordsProfileSection locale={locale} userToken={userToken} />
          </div>
          <div id={PROFILE_SECTIONS.family} className="scroll-mt-24">
            <MessagesSubset pick={FAMILY_MANAGER_MESSAGES}>
              <FamilyManager locale={locale} initial={family} />
            </MessagesSubset>
          </div>
          <div id={PROFILE_SECTIONS.offers} className="scroll-mt-24 rounded-card bg-white p-6 shadow-card">
            <MyOffers locale={locale} />
          </div>
          <div id={PROFILE_SECTIONS.risk} className="scroll-mt-24 rounded-card bg-white p-6 shadow-card">
            <MyRiskAssessments locale={locale} userToken={userToken} />
          </div>
          <div id={PROFILE_SECTIONS.personal} className="scroll-mt-24">
            <MessagesSubset pick={PROFILE_FORM_MESSAGES}>
              <ProfileForm locale={locale} profile={profile} />
            </MessagesSubset>
          </div>
          <div id={PROFILE_SECTIONS.privacy} className="scroll-mt-24">
            <MessagesSubset pick={ACCOUNT_PRIVACY_MESSAGES}>
              <AccountPrivacy locale={locale} home={homePath(locale)} />
            </MessagesSubset>
          </div>
        </div>
      </div>
    </section>
  );
}
