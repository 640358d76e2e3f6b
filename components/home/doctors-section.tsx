import { getTranslations } from "next-intl/server";
import { CardRow, CardRowItem } from "@/components/ui/card-row";
import { cardDataOf } from "@/components/doctors/card-data";
import { DoctorCard } from "@/components/doctors/doctor-card";
import { NextSlotsScope } from "@/components/doctors/next-slots";
import { MessagesSubset } from "@/components/static/messages-subset";
import { getHomeDoctors } from "@/lib/api/doctors";
import type { Locale } from "@/lib/i18n/routing";
import { HomeSection } from "./home-section";
import { SeeAllLink } from "./see-all-link";

/** Home "doctors": `is_home` doctors in the editors' order, limit 8 (lib/api/doctors.ts). */
export async function DoctorsSection({ locale }: { locale: Locale }) {
  const [t, doctors] = await Promise.all([getTranslations({ locale, namespace: "home.sections.doctors" }), getHomeDoctors(locale)]);
  if (doctors.length === 0) return null;
  return (
    <HomeSection id="doctors" title={t("title")} lead={t("subtitle")} action={<SeeAllLink href="/doctors">{t("all")}</SeeAllLink>}>
      <MessagesSubset pick={{ doctors: ["slots"] }}>
        <NextSlotsScope>
          <CardRow columns="sm:grid-cols-2 lg:grid-cols-4">
            {doctors.map((doctor) => (
              <CardRowItem key={doctor.id}>
                <DoctorCard doctor={cardDataOf(doctor, locale)} headingLevel={3} nextSlots />
              </CardRowItem>
            ))}
          </CardRow>
        </NextSlotsScope>
      </MessagesSubset>
    </HomeSection>
  );
}
