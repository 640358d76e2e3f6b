/** The profile's parts, in the order the page shows them; each id is the fragment its link opens. */
export const PROFILE_SECTIONS = {
  appointments: "appointments",
  records: "health-record",
  family: "family",
  offers: "offers",
  risk: "risk-assessments",
  personal: "personal-information",
  privacy: "your-data",
} as const;
