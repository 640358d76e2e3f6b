/** The profile's parts, in the order the page shows them; each id is the fragment its link opens. */
export const PROFILE_SECTIONS = {
  appointments: "appointments",
  offers: "offers",
  risk: "risk-assessments",
  personal: "personal-information",
  privacy: "your-data",
} as const;

type SectionKey = keyof typeof PROFILE_SECTIONS;

/**
 * Links to the profile's parts: the page is long on a phone (appointments, offers, assessments,
 * two forms), and a patient usually comes for one of them. Plain fragment links, no script.
 */
export function ProfileSectionsNav({ labels, title }: { labels: Record<SectionKey, string>; title: string }) {
  return (
    <nav aria-label={title} className="mt-6 max-w-4xl">
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(PROFILE_SECTIONS) as SectionKey[]).map((key) => (
          <li key={key}>
            <a
              href={`#${PROFILE_SECTIONS[key]}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {labels[key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
