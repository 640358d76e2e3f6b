import { getTranslations } from "next-intl/server";
import { PROFILE_SECTIONS } from "./profile-sections";

type SectionKey = keyof typeof PROFILE_SECTIONS;

/**
 * Links to the profile's parts: the page is long on a phone (appointments, offers, assessments,
 * two forms), and a patient usually comes for one of them. Plain fragment links, no script: a row
 * of pills above the sections on a phone, a list that stays in view beside them on a wide screen.
 */
export async function ProfileSectionsNav() {
  const t = await getTranslations("profile.sections");
  return (
    <nav aria-labelledby="profile-sections-title" className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1">
      <p id="profile-sections-title" className="sr-only lg:not-sr-only lg:mb-3 lg:text-sm lg:font-semibold lg:text-muted">
        {t("title")}
      </p>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap">
        {(Object.keys(PROFILE_SECTIONS) as SectionKey[]).map((key) => (
          <li key={key}>
            <a
              href={`#${PROFILE_SECTIONS[key]}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50 lg:flex lg:rounded-lg"
            >
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
