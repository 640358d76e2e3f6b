import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { SoftLink } from "@/lib/navigation/soft-link";
import type { ImageSource } from "@/lib/images";
import { BOOKING_HASH } from "@/lib/doctors/slot-link";
import { DoctorPhoto } from "./doctor-photo";
import { NextSlotsBand } from "./next-slots-frame";

/** What a card shows, its texts as they are written (card-data.ts#cardDataOf makes it of a doctor). */
export type DoctorCardData = {
  id: number;
  /** The doctor page's localized path, as a link writes it (cardDataOf). */
  path: string;
  name: string;
  title: string;
  specialty: string;
  /** The sub-specialties written as one list ("A and B"), or "" without any. */
  subs: string;
  branch: string;
  image: ImageSource;
};

/**
 * A doctor card (DESIGN: round photo, name with title, specialty, branch, booking action).
 * Works in server and client trees (no hooks beyond next-intl's). Its classes are spelled once in
 * styles/globals.css (`.doctor-card*`): a list page repeats a card a dozen times, in its HTML and
 * again in its payload.
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
  const Heading = `h${headingLevel}` as const;
  // A plain link to the localized path weighs less than a localized href object.
  const doctorPath = doctor.path;

  return (
    <article className={rowOnPhone ? "doctor-card doctor-card-row" : "doctor-card"}>
      <DoctorPhoto image={doctor.image} size={112} priority={priority} />
      <div className="doctor-card-details">
        <p className="doctor-title">{doctor.title}</p>
        <Heading className="doctor-card-name">
          <SoftLink href={doctorPath}>{doctor.name}</SoftLink>
        </Heading>
        {/* Its icon, the branch's and the booking button's are drawn by the stylesheet (.doctor-card …::before). */}
        <p className="doctor-specialty">
          {doctor.specialty}
        </p>
        {doctor.subs && (
          <p className="doctor-card-subs">
            <span className="sr-only">{t("subSpecialties")}: </span>
            {doctor.subs}
          </p>
        )}
        <p className="doctor-branch">
          <span className="sr-only">{t("branch")}: </span>
          {doctor.branch}
        </p>
      </div>
      {nextSlots ? <NextSlotsBand className="doctor-card-band" doctorId={doctor.id} /> : null}
      <div className="doctor-card-actions">
        {/* Named with the doctor (a dozen "Profile" links would not say whose): one attribute, not an element. */}
        <SoftLink href={doctorPath} className={buttonClasses("secondary", "sm")} aria-label={`${t("viewProfile")}: ${doctor.name}`}>
          {t("viewProfile")}
        </SoftLink>
        {/* next-intl drops hashes from localized hrefs: build the booking URL from the path. */}
        <SoftLink href={`${doctorPath}#${BOOKING_HASH}`} className={buttonClasses("accent", "sm")} aria-label={`${t("book")}: ${doctor.name}`}>
          {t("book")}
        </SoftLink>
      </div>
    </article>
  );
}
