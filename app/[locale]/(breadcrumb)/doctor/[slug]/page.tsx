import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { orNotFoundMetadata, orNotFoundView } from "@/components/layout/not-found-response";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PublishAlternateSlugs } from "@/components/layout/publish-alternate-slugs";
import { DoctorProfile } from "@/components/doctors/doctor-profile";
import { getBranches, getEntities } from "@/lib/api/broker";
import { getDoctor, getRelatedDoctors } from "@/lib/api/doctors";
import { loadDetail, type DetailParams } from "@/lib/detail-page";
import { getSiteSettings } from "@/lib/api/settings";
import { env } from "@/lib/env";
import { getPathname, permanentRedirect } from "@/lib/i18n/paths";
import { absoluteImageUrl } from "@/lib/images/absolute-url";
import { PhysicianJsonLd } from "@/components/seo/physician-json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";
import type { PhysicianInput } from "@/lib/seo/physician";
import { absoluteUrl, plainExcerpt } from "@/lib/seo/urls";

type Props = { params: DetailParams };

/** No doctor is rendered at build time: each page renders on its first request, then is cached (ISR). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

/**
 * The doctor of the URL. Without one the page fails instead of showing "no info": a doctor's page
 * is where patients book, and a failed render keeps its last good cached copy (ISR) until the
 * backend answers again.
 */
async function loadDoctor(params: DetailParams) {
  const { locale, slug, item } = await loadDetail(params, "doctor", getDoctor);
  if (!item) throw new Error(`The doctor "${slug}" (${locale}) could not be loaded.`);
  return { locale, slug, doctor: item };
}

const doctorHref = (slug: string) => ({ pathname: "/doctor/[slug]" as const, params: { slug } });

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return orNotFoundMetadata(params, () => buildMetadata(params));
}

async function buildMetadata(params: Props["params"]): Promise<Metadata> {
  const { locale, doctor } = await loadDoctor(params);
  const t = await getTranslations({ locale, namespace: "doctors.profile" });
  return buildPageMetadata({
    locale,
    href: { ar: doctorHref(doctor.slugs.ar), en: doctorHref(doctor.slugs.en) },
    title: t("metaTitle", { name: doctor.name, title: doctor.title.name, specialty: doctor.specialty.name }),
    description:
      plainExcerpt(doctor.bio) ||
      t("metaDescription", { name: doctor.name, specialty: doctor.specialty.name, branch: doctor.branch.name }),
    image: doctor.image,
  });
}

export default function DoctorPage({ params }: Props) {
  return orNotFoundView(params, () => renderDoctorPage(params));
}

async function renderDoctorPage(params: Props["params"]) {
  const { locale, slug, doctor } = await loadDoctor(params);
  setRequestLocale(locale);
  // Reached through the other language's slug: send visitors and crawlers to this language's URL.
  if (slug !== doctor.slug) permanentRedirect({ href: doctorHref(doctor.slug), locale });

  const [t, related, settings, branches, entities] = await Promise.all([
    getTranslations({ locale, namespace: "doctors" }),
    getRelatedDoctors(locale, doctor.id),
    getSiteSettings(locale),
    getBranches(locale).catch(() => []),
    getEntities(locale).catch(() => []),
  ]);

  const branch = branches.find((item) => item.id === doctor.branch.id);
  const entity = entities.find((item) => item.id === doctor.businessUnitId);
  const pageUrl = absoluteUrl(env.SITE_URL, getPathname({ locale, href: doctorHref(doctor.slug) }));
  const jsonLd: PhysicianInput = {
    name: doctor.name,
    url: pageUrl,
    image: absoluteImageUrl(doctor.image, env.SITE_URL),
    description: plainExcerpt(doctor.bio, 300) || undefined,
    knowsAbout: [doctor.specialty.name, ...doctor.subSpecialties.map((sub) => sub.name)],
    qualifications: doctor.qualifications,
    telephone: doctor.branch.phone || undefined,
    branch: { name: doctor.branch.name, telephone: doctor.branch.phone, city: branch?.city, country: branch?.country },
    hospital: {
      name: entity?.name ?? settings.siteName,
      url: absoluteUrl(env.SITE_URL, getPathname({ locale, href: "/" })),
    },
  };

  return (
    <>
      <Breadcrumb
        locale={locale}
        title={doctor.name}
        path={[{ name: t("title"), link: getPathname({ locale, href: "/doctors" }) }]}
      />
      <DoctorProfile doctor={doctor} related={related} whatsapp={settings.whatsapp} />
      <PublishAlternateSlugs ar={doctor.slugs.ar} en={doctor.slugs.en} />
      <PhysicianJsonLd {...jsonLd} />
    </>
  );
}
