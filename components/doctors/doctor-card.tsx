import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import NextLink from "@/components/navigation/smart-next-link";
import { CalendarIcon, PinIcon, StethoscopeIcon } from "@/components/ui/icons";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";
import { BOOKING_HASH } from "@/lib/doctors/slot-link";
import { listFormat } from "@/lib/intl/formatters";
import { DoctorPhoto } from "./doctor-photo";
import { NextSlotsBand } from "./next-slots-frame";

/** What a card needs; lib/api/doctors.ts#Doctor satisfies it. */
export type DoctorCardData = {
  id: number;
  slug: string;
  name: string;
  title: { name: string };
  specialty: { name: string };
  subSpecialties: { id: number; name: string }[];
  branch: { name: string };
  image: ImageSource;
};

/** The phone layout of `rowOnPhone`, as literal classes so the stylesheet keeps them. */
const ROW_ON_PHONE = {
  card: "max-sm:grid max-sm:grid-cols-[5rem_1fr] max-sm:items-start max-sm:gap-x-4 max-sm:text-start",
  // The photo's size is an inline style (it also sets the image's intrinsic size): only `!` wins.
  photo: "max-sm:size-20!",
  details: "max-sm:items-start",
  actions: "max-sm:col-span-2",
} as const;

/**
 * A doctor card (DESIGN: round photo, name with title, specialty, branch, booking action).
 * Works in server and client trees (no hooks beyond next-intl's).
 */
export function DoctorCard({
  doctor,
  headingLevel = 3,
  priority = false,
  rowOnPhone = false,
  nextSlots = false,
}: {
  doctor: DoctorCardData;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  /**
   * Below 640 px, photo beside the details instead of above them: a results list then shows
   * about twice as many doctors per screen. The buttons keep the card's full width.
   */
  rowOnPhone?: boolean;
  /**
   * Show the doctor's next free times, each a way into booking at that time. The card draws their
   * band; a NextSlotsScope around the list fills it in the browser.
   */
  nextSlots?: boolean;
}) {
  const t = useTranslations("doctors.card");
  const locale = useLocale() as Locale;
  const Heading = `h${headingLevel}` as const;
  const href = { pathname: "/doctor/[slug]", params: { slug: doctor.slug } } as const;
  const subs = doctor.subSpecialties.map((sub) => sub.name);
  const subText = subs.length ? listFormat(locale, { style: "long", type: "conjunction" }).format(subs) : "";
  const doctorPath = getPathname({ locale, href });

  return (
    <article className={rowOnPhone ? `doctor-card ${ROW_ON_PHONE.card}` : "doctor-card"}>
      <DoctorPhoto
        image={doctor.image}
        size={112}
        priority={priority}
        className={rowOnPhone ? `ring-4 ring-brand-50 ${ROW_ON_PHONE.photo}` : "ring-4 ring-brand-50"}
      />
      <div className={`flex flex-1 flex-col items-center gap-1 ${rowOnPhone ? ROW_ON_PHONE.details : ""}`}>
        <p className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-700">{doctor.title.name}</p>
        <Heading className="text-lg font-bold text-ink">
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {doctor.name}
          </Link>
        </Heading>
        {/* A specialty on two lines keeps its icon beside the first (a 24 px line: 4 px above a 16 px icon). */}
        <p className="flex items-start gap-1.5 font-medium text-brand-700">
          <StethoscopeIcon size={16} className="mt-1 shrink-0" />
          <span>{doctor.specialty.name}</span>
        </p>
        {subText && (
          <p className="line-clamp-2 text-sm text-muted">
            <span className="sr-only">{t("subSpecialties")}: </span>
            {subText}
          </p>
        )}
        <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
          <PinIcon size={16} className="mt-0.5 shrink-0" />
          <span className="sr-only">{t("branch")}: </span>
          <span>{doctor.branch.name}</span>
        </p>
      </div>
      {nextSlots ? (
        <div className={`mt-2 w-full ${rowOnPhone ? ROW_ON_PHONE.actions : ""}`}>
          <NextSlotsBand doctorId={doctor.id} doctorName={doctor.name} doctorPath={doctorPath} />
        </div>
      ) : null}
      <div className={`mt-2 grid w-full grid-cols-2 gap-2 ${rowOnPhone ? ROW_ON_PHONE.actions : ""}`}>
        <Link
          href={href}
          className={buttonClasses("secondary", "sm", "w-full px-3")}
        >
          {t("viewProfile")}
          <span className="sr-only">: {doctor.name}</span>
        </Link>
        {/* next-intl drops hashes from localized hrefs: build the booking URL from the path. */}
        <NextLink
          href={`${doctorPath}#${BOOKING_HASH}`}
          className={buttonClasses("accent", "sm", "w-full px-3")}
        >
          <CalendarIcon size={16} className="shrink-0" />
          {t("book")}
          <span className="sr-only">: {doctor.name}</span>
        </NextLink>
      </div>
    </article>
  );
}
