import { SoftLink } from "@/lib/navigation/soft-link";
import { useLocale, useTranslations } from "next-intl";
import { CalendarIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import type { RecordDoctor } from "@/lib/contract/records";
import { BOOKING_HASH } from "@/lib/doctors/slot-link";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/**
 * "Book a follow-up with this doctor": the doctor's own booking (their page's booking section),
 * when the HIS's practitioner is one of the site's doctors; nothing otherwise.
 */
export function FollowUpLink({ doctor }: { doctor: RecordDoctor | null }) {
  const t = useTranslations("records.doctor");
  const locale = useLocale() as Locale;
  if (!doctor?.slug) return null;
  // A doctor's name may be long: the button wraps rather than widen a phone's page.
  // next-intl drops hashes from localized hrefs: the booking URL is built from the path.
  const path = getPathname({ locale, href: { pathname: "/doctor/[slug]", params: { slug: doctor.slug } } });
  return (
    <SoftLink href={`${path}#${BOOKING_HASH}`} prefetch={false} className={buttonClasses("secondary", "sm", "w-full text-center whitespace-normal sm:w-auto")}>
      <CalendarIcon size={16} className="shrink-0" />
      {t("bookFollowUp", { doctor: doctor.name })}
    </SoftLink>
  );
}
