import { useLocale, useTranslations } from "next-intl";
import type { Doctor } from "@/lib/api/doctors";
import { BookingSection } from "@/components/booking/booking-section";
import { BOOKING_HASH } from "@/lib/doctors/slot-link";
import { listFormat } from "@/lib/intl/formatters";
import { MessagesSubset } from "@/components/static/messages-subset";
import type { Locale } from "@/lib/i18n/routing";
import { cardDataOf } from "./card-data";
import { DOCTOR_CARD_MESSAGES } from "./doctor-card-messages";
import { DoctorPhoto } from "./doctor-photo";
import { KeptDoctorFacts } from "./kept-doctor-facts";
import { KeptDoctorContact, KeptDoctorSummary } from "./kept-doctor-profile";
import { NextSlotsScope } from "./next-slots";
import { RelatedDoctorsCarousel } from "./related-doctors-carousel";

/** The body of a doctor's page (SPEC §3 "Doctor": every field), below the breadcrumb header. */
export function DoctorProfile({ doctor, related, whatsapp }: { doctor: Doctor; related: Doctor[]; whatsapp: string }) {
  const t = useTranslations("doctors.profile");
  const locale = useLocale();
  const list = (items: string[]) => listFormat(locale, { style: "long", type: "conjunction" }).format(items);

  return (
    <div className="container-page flex flex-col gap-6 py-8 md:py-10">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <aside className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 text-center shadow-[var(--shadow-card)] lg:sticky lg:top-4">
          <DoctorPhoto image={doctor.image} size={160} priority className="size-40" />
          <KeptDoctorSummary
            title={doctor.title.name}
            name={doctor.name}
            specialty={doctor.specialty.name}
            branch={doctor.branch.name}
            book={{ href: `#${BOOKING_HASH}`, label: t("book") }}
          />
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          <KeptDoctorFacts
            overview={{
              title: t("overview"),
              facts: [
                { label: t("title"), value: doctor.title.name },
                { label: t("gender"), value: doctor.gender.name },
                { label: t("specialty"), value: doctor.specialty.name },
                { label: t("subSpecialties"), value: doctor.subSpecialties.length ? list(doctor.subSpecialties.map((sub) => sub.name)) : t("none") },
                { label: t("branch"), value: doctor.branch.name },
              ],
              bio: doctor.bio || null,
            }}
            qualifications={doctor.qualifications.length ? { title: t("qualifications"), items: doctor.qualifications } : null}
            career={doctor.careerPath.length ? { title: t("careerPath"), items: doctor.careerPath } : null}
            services={doctor.services.length ? { title: t("services"), items: doctor.services } : null}
          />

          <section
            id={BOOKING_HASH}
            aria-labelledby="doctor-book-heading"
            className="group/book scroll-mt-24 rounded-[var(--radius-card)] bg-brand-900 p-5 text-white md:p-6"
          >
            <h2 id="doctor-book-heading" className="text-xl font-bold">
              {t("bookHeading")}
            </h2>
            <div className="mt-4">
              <BookingSection doctor={{ id: doctor.id, name: doctor.name }} />
            </div>
            {/* The phone and WhatsApp are the other way to book, after the online form. */}
            <KeptDoctorContact
              text={t("bookText", { branch: doctor.branch.name })}
              call={doctor.branch.phone ? { label: t("callBranch"), number: doctor.branch.phone } : null}
              whatsapp={whatsapp ? { label: t("whatsapp"), number: whatsapp, newTab: t("opensInNewTab") } : null}
            />
          </section>
        </div>
      </div>

      {related.length ? (
        <div className="mt-4">
          <h2 id="related-doctors-heading" className="mb-2 text-2xl font-bold text-ink">
            {t("related")}
          </h2>
          {/* Each related doctor's next times, as on every doctor card: one request for the row. */}
          <MessagesSubset pick={DOCTOR_CARD_MESSAGES}>
            <NextSlotsScope>
              <RelatedDoctorsCarousel
                labels={{
                  labelledBy: "related-doctors-heading",
                  roleDescription: t("carousel.roleDescription"),
                  slideRoleDescription: t("carousel.slide"),
                  previous: t("carousel.previous"),
                  next: t("carousel.next"),
                  slideLabels: related.map((_, index) => t("carousel.slideLabel", { index: index + 1, total: related.length })),
                }}
                doctors={related.map((item) => cardDataOf(item, locale as Locale))}
              />
            </NextSlotsScope>
          </MessagesSubset>
        </div>
      ) : null}
    </div>
  );
}
