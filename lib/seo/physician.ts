import type { JsonLd } from "./json-ld";

/**
 * schema.org JSON-LD for a doctor's page. `IndividualPhysician` (schema.org 30.0, a subtype of
 * Physician) is the type for one practitioner; as a MedicalOrganization subtype it takes
 * `hospitalAffiliation` (range Hospital) and `practicesAt`, not the Person-only `worksFor`.
 * Every type and property here exists in schema.org 30.0 with a matching domain.
 */
export type PhysicianInput = {
  name: string;
  url: string;
  image?: string;
  description?: string;
  /** The specialty and sub-specialties, most important first. */
  knowsAbout: string[];
  qualifications: string[];
  telephone?: string;
  /** The branch where the doctor sees patients. */
  branch: { name: string; telephone?: string; city?: string; country?: string };
  /** The hospital group (business unit) the branch belongs to. */
  hospital: { name: string; url: string };
};

function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

export function physicianJsonLd(input: PhysicianInput): JsonLd {
  const address =
    input.branch.city || input.branch.country
      ? compact({ "@type": "PostalAddress", addressLocality: input.branch.city, addressCountry: input.branch.country })
      : undefined;
  return compact({
    "@context": "https://schema.org",
    "@type": "IndividualPhysician",
    "@id": `${input.url}#physician`,
    name: input.name,
    url: input.url,
    image: input.image,
    description: input.description,
    knowsAbout: input.knowsAbout.filter(Boolean),
    hasCredential: input.qualifications.map((name) => ({ "@type": "EducationalOccupationalCredential", name })),
    telephone: input.telephone,
    hospitalAffiliation: compact({
      "@type": "Hospital",
      name: input.hospital.name,
      url: input.hospital.url,
    }),
    practicesAt: compact({
      "@type": "Hospital",
      name: input.branch.name,
      telephone: input.branch.telephone,
      address,
      parentOrganization: { "@type": "Organization", name: input.hospital.name, url: input.hospital.url },
    }),
  });
}
