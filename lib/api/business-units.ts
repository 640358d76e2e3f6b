import "server-only";
import { cache } from "react";
import { BusinessUnitResponseSchema, type BusinessUnit as WireBusinessUnit } from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";
import { slugsOf, type Slugs } from "./slugs";
import type { Currency } from "@/lib/contract/common";

export type BusinessUnitKey = "hospital" | "women" | "children" | "dental" | "egypt" | (string & {});

/** A business unit of the group (hospital, women's centre, child clinics, dental, Egypt…). */
export type BusinessUnit = {
  id: number;
  key: BusinessUnitKey;
  name: string;
  shortName: string;
  description: string;
  phone: string;
  whatsapp: string;
  email: string;
  country: "SA" | "EG";
  city: string;
  currency: Currency;
  foundedYear: number;
  image: ImageSource;
  slugs: Slugs;
};

export function toBusinessUnit(unit: WireBusinessUnit): BusinessUnit {
  return {
    id: unit.id,
    key: unit.key,
    name: unit.name,
    shortName: unit.short_name,
    description: unit.description,
    phone: unit.phone,
    whatsapp: unit.whatsapp,
    email: unit.email,
    country: unit.country,
    city: unit.city,
    currency: unit.currency,
    foundedYear: unit.founded_year,
    image: unit.image,
    slugs: slugsOf(unit),
  };
}

const PATH = "/api/v1/dashboard/business-units";

/** GET /api/v1/dashboard/business-units: every business unit, in the backend's order. */
export const getBusinessUnits = cache(async (locale: Locale): Promise<BusinessUnit[]> => {
  const body = await apiGet(PATH, {
    locale,
    schema: BusinessUnitResponseSchema,
    tags: [CacheTags.businessUnits],
    lastGood: true,
  });
  const units = body.data.data;
  return (Array.isArray(units) ? units : [units]).map(toBusinessUnit);
});
