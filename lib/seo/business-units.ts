import type { BusinessUnit } from "@/lib/api/business-units";
import { absoluteImageUrl } from "@/lib/images/absolute-url";
import { hospitalJsonLd, type JsonLdObject } from "./schema-org";

/** What of a unit its JSON-LD says (the home page's unit cards carry these to the browser). */
export type BusinessUnitFacts = Pick<BusinessUnit, "name" | "description" | "image" | "phone" | "email" | "city" | "country" | "foundedYear">;

/**
 * The group's hospitals as schema.org `Hospital`s, each part of the group's organization: what the
 * home page's units section and the contact page both say of them.
 */
export function businessUnitsJsonLd(
  units: readonly BusinessUnitFacts[],
  group: { name: string; url: string },
  siteUrl: string,
): JsonLdObject[] {
  return units.map((unit) =>
    hospitalJsonLd({
      name: unit.name,
      url: group.url,
      description: unit.description,
      image: absoluteImageUrl(unit.image, siteUrl),
      telephone: unit.phone,
      email: unit.email,
      city: unit.city,
      country: unit.country,
      foundingDate: String(unit.foundedYear),
      parentOrganization: group,
    }),
  );
}
