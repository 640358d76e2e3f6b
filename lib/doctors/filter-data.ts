import "server-only";
import { getMessages } from "next-intl/server";
import { getBranches, getEntities, getGenders, getSupervisorLevels, searchSpecialities, SPECIALITY_DEFAULT_LIMIT } from "@/lib/api/broker";
import type { Locale } from "@/lib/i18n/routing";
import type { DoctorFilterData } from "@/lib/doctors/filter-data-types";

/**
 * What the interactive doctor filters need beyond the page's own props: the lists they choose from,
 * the specialties they open with (the branch's first page) and their messages. Not part of the page's
 * payload: the server's form lists every option in its markup, and these come with the filters' code
 * when the visitor turns to them (app/api/lookups/doctor-filters).
 */
export async function doctorFilterData(locale: Locale, branch: number | null): Promise<DoctorFilterData> {
  const [messages, entities, branches, genders, titles, initialSpecialties] = await Promise.all([
    getMessages({ locale }),
    getEntities(locale),
    getBranches(locale),
    getGenders(locale),
    getSupervisorLevels(locale),
    searchSpecialities(locale, { branchId: branch, limit: SPECIALITY_DEFAULT_LIMIT }),
  ]);
  return {
    messages: messages.doctors.filters,
    entities: entities.map(({ id, name }) => ({ id, name })),
    branches: branches.map(({ id, name, businessUnitId }) => ({ id, name, businessUnitId })),
    genders: genders.map(({ id, name }) => ({ id, name })),
    titles: titles.map(({ id, name }) => ({ id, name })),
    initialSpecialties,
    initialSpecialtiesKey: `${branch ?? ""}||${SPECIALITY_DEFAULT_LIMIT}`,
  };
}
