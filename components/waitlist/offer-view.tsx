"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { formatDate, formatTime } from "@/components/booking/format";
import { HoldCountdown } from "@/components/booking/hold-countdown";
import { FormAlert } from "@/components/forms/form-alert";
import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { rescheduleMyAppointment } from "@/lib/booking/actions";
import type { WaitlistHeld } from "@/lib/contract/waitlist";
import { isolate } from "@/lib/intl/bidi";
import { useRouter as useNextRouter } from "next/navigation";
import { BOOKING_HASH } from "@/lib/doctors/slot-link";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/router";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { useBookingStore } from "@/stores/booking";

/**
 * An offer's link opened first: the time is held for the patient. A new booking goes on to the
 * doctor's booking at its details step (the hold in the booking's store, as if picked there); a
 * patient with a later visit of the doctor moves that visit here instead.
 */
export function OfferHeld({ held }: { held: WaitlistHeld }) {
  const t = useTranslations("waitlist.offer");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const nextRouter = useNextRouter();
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const { reservation, doctor } = held;
  const slug = locale === "ar" ? doctor.slug_ar : doctor.slug_en;
  const when = `${formatDate(locale, reservation.start, reservation.time_zone)} · ${formatTime(locale, reservation.start, reservation.time_zone)}`;

  async function continueToDetails() {
    setBusy(true);
    const store = useBookingStore;
    await store.persist.rehydrate();
    const state = store.getState();
    state.start(doctor.id);
    if (store.getState().doctorId === doctor.id && store.getState().step === "done") store.getState().reset();
    store.getState().held({ start: reservation.start, end: reservation.end, branch_id: reservation.branch_id, kind: reservation.kind }, reservation);
    // To the booking section, not the top of the doctor's page: its details step takes the focus
    // there (booking-panel.tsx). next-intl drops hashes from localized hrefs: built from the path.
    nextRouter.push(`${getPathname({ locale, href: { pathname: "/doctor/[slug]", params: { slug } } })}#${BOOKING_HASH}`);
  }

  async function move(appointmentId: number) {
    setBusy(true);
    try {
      const answer = await rescheduleMyAppointment(locale, appointmentId, reservation.id, `waitlist-${reservation.id}`);
      if (answer.ok) {
        router.push("/profile");
        return;
      }
      setFailure(answer.message);
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  if (expired) return <OfferGone />;
  return (
    <div className="grid gap-4" data-testid="waitlist-offer-held">
      <h1 className="text-2xl font-bold text-ink">{t("heldTitle")}</h1>
      <p className="text-ink"><BidiText text={t("heldIntro", { doctor: doctor.name, branch: held.branch_name, when: isolate(locale, when) })} /></p>
      <HoldCountdown expiresAt={reservation.expires_at} onExpired={() => setExpired(true)} />
      <FormAlert ref={failureRef} message={failure} />
      {held.appointment_id !== null ? (
        <>
          <p className="text-muted">{t("moveIntro")}</p>
          <button type="button" disabled={busy} onClick={() => void move(held.appointment_id!)} className={buttonClasses("primary", "lg", "justify-self-start")}>
            {busy ? t("moving") : t("move")}
          </button>
        </>
      ) : (
        <button type="button" disabled={busy} onClick={() => void continueToDetails()} className={buttonClasses("primary", "lg", "justify-self-start")}>
          {t("continue")}
        </button>
      )}
    </div>
  );
}

/** Someone else opened their link first, the time passed, or this hold ran out. */
export function OfferGone() {
  const t = useTranslations("waitlist.offer");
  return (
    <div className="grid gap-4" data-testid="waitlist-offer-gone">
      <h1 className="text-2xl font-bold text-ink">{t("goneTitle")}</h1>
      <p className="text-ink">{t("gone")}</p>
      <div className="flex flex-wrap gap-2">
        <Link href="/doctors" className={buttonClasses("primary", "md")}>
          {t("seeTimes")}
        </Link>
        <Link href="/profile" className={buttonClasses("secondary", "md")}>
          {t("myAppointments")}
        </Link>
      </div>
    </div>
  );
}

/** A link that is not this patient's, or a refusal the backend worded (an overlapping visit, too many holds). */
export function OfferNotUsable({ message }: { message: string | null }) {
  const t = useTranslations("waitlist.offer");
  return (
    <div className="grid gap-4" data-testid="waitlist-offer-unusable">
      <h1 className="text-2xl font-bold text-ink">{message ? t("refusedTitle") : t("unknownTitle")}</h1>
      <p className="text-ink">{message ?? t("unknown")}</p>
      <div className="flex flex-wrap gap-2">
        <Link href="/doctors" className={buttonClasses("primary", "md")}>
          {t("seeTimes")}
        </Link>
        <Link href="/profile" className={buttonClasses("secondary", "md")}>
          {t("myAppointments")}
        </Link>
      </div>
    </div>
  );
}
