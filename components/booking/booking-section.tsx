import { getTranslations } from "next-intl/server";
import { QueryProvider } from "@/components/providers/query-provider";
import { MessagesSubset } from "@/components/static/messages-subset";
import { EarlierSlotAlert } from "@/components/waitlist/earlier-slot-alert";
import { BookingPanel } from "./booking-panel";
import type { BookingDoctor } from "./details-step";
import { BookingMessagesProvider } from "./messages-provider";

/**
 * Online booking on the doctor page. The page stays cached for everyone: times, holds and the
 * patient's details are all loaded in the browser through server actions.
 */
export async function BookingSection({ doctor }: { doctor: BookingDoctor }) {
  const t = await getTranslations("booking");
  return (
    <BookingMessagesProvider>
      <div className="rounded-[var(--radius-card)] bg-white p-3 text-ink sm:p-4 md:p-6">
        <h3 className="mb-1 text-lg font-bold">{t("title")}</h3>
        <p className="mb-4 text-muted">{t("intro")}</p>
        <QueryProvider>
          <BookingPanel doctor={doctor} />
        </QueryProvider>
        <div className="mt-4">
          <MessagesSubset pick={{ waitlist: ["control"], booking: ["kinds"] }}>
            <EarlierSlotAlert doctorId={doctor.id} />
          </MessagesSubset>
        </div>
        <noscript>
          <p role="note" className="rounded-lg border border-warning bg-warning-50 p-3 text-sm text-ink">
            {t("noScript")}
          </p>
        </noscript>
      </div>
    </BookingMessagesProvider>
  );
}
