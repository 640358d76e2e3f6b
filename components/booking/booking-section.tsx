import { getTranslations } from "next-intl/server";
import { MessagesSubset } from "@/components/static/messages-subset";
import { BookingOnIntent } from "./booking-on-intent";
import type { BookingDoctor } from "@/lib/contract/booking";

/**
 * Online booking on the doctor page. The page stays cached for everyone: times, holds and the
 * patient's details are all loaded in the browser through server actions, by code fetched when the
 * patient turns to the section (booking-on-intent.tsx), which brings the booking's messages with it:
 * the page carries only the three the section says before (10 kB less payload on every doctor's page).
 */
export async function BookingSection({ doctor }: { doctor: BookingDoctor }) {
  const t = await getTranslations("booking");
  return (
    <MessagesSubset pick={{ booking: ["loading", "loadFailed", "retry"] }}>
      <div className="rounded-[var(--radius-card)] bg-white p-3 text-ink sm:p-4 md:p-6">
        <h3 className="mb-1 text-lg font-bold">{t("title")}</h3>
        <p className="mb-4 text-muted">{t("intro")}</p>
        <BookingOnIntent doctor={doctor} />
        <noscript>
          <p role="note" className="rounded-lg border border-warning bg-warning-50 p-3 text-sm text-ink">
            {t("noScript")}
          </p>
        </noscript>
      </div>
    </MessagesSubset>
  );
}
