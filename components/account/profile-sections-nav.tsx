import { getTranslations } from "next-intl/server";
import { PROFILE_SECTIONS } from "./profile-sections";

type SectionKey = keyof typeof PROFILE_SECTIONS;

/**
 * Links to the profile's parts: the page is long on a phone (appointments, offers, assessments,
 * two forms), and a patient usually comes for one of them. Plain fragment links, no script.
 */
export async function ProfileSectionsNav() {
  const t = await getTranslations("profile.sections");
  return (
    <nav aria-label={t("title")} className="mt-6 max-w-4xl">
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(PROFILE_SECTIONS) as SectionKey[]).map((key) => (
          <li key={key}>
            <a
              href={`#${PROFILE_SECTIONS[key]}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
