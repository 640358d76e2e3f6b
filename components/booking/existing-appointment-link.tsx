"use client";

import { useTranslations } from "next-intl";
import { PROFILE_SECTIONS } from "@/components/account/profile-sections";
import { Link } from "@/lib/i18n/navigation";

/**
 * Beside "already booked with this doctor": the way to the appointment the patient has, where it
 * can be moved to another time in place (My appointments), rather than a second booking.
 */
export function ExistingAppointmentLink() {
  const t = useTranslations("booking");
  return (
    <p>
      <Link
        href={{ pathname: "/profile", hash: PROFILE_SECTIONS.appointments }}
        className="font-semibold text-brand-700 underline underline-offset-4"
        data-testid="booking-existing-appointment"
      >
        {t("moveExisting")}
      </Link>
    </p>
  );
}
