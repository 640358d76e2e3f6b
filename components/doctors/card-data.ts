import type { Doctor } from "@/lib/api/doctors";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { listFormat } from "@/lib/intl/formatters";
import type { DoctorCardData } from "./doctor-card";

/**
 * What a card shows of a doctor and nothing else (no bio, qualifications, other languages' slugs,
 * ids…), its texts as plain strings and the sub-specialties already written as one list: the props
 * the doctor search's list and a doctor's related doctors send to the browser, and what the card's
 * code then needs no list formatter for; the doctor page's localized path, written here once with
 * its Arabic letters unencoded (lib/i18n/readable-path.ts: a card has three links to it), which the
 * card's code then needs no router for. The photo is the one variant a card uses. A module of its
 * own, without client components: the pages that import it load no card list they do not draw.
 */
export function cardDataOf(doctor: Doctor, locale: Locale): DoctorCardData {
  const { id, slug, name, title, specialty, subSpecialties, branch, image } = doctor;
  const subs = subSpecialties.map((sub) => sub.name);
  return {
    id,
    path: readablePathname({ locale, href: { pathname: "/doctor/[slug]", params: { slug } } }),
    name,
    title: title.name,
    specialty: specialty.name,
    subs: subs.length ? listFormat(locale, { style: "long", type: "conjunction" }).format(subs) : "",
    branch: branch.name,
    image: typeof image === "string" ? image : image.mobile,
  };
}
