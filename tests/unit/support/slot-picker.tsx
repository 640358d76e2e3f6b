import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Refusal } from "@/components/booking/refusal";
import { SlotChooser } from "@/components/booking/slot-picker";
import type { DoctorSlots } from "@/lib/contract/booking";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

/**
 * The booking's time picker (SlotChooser) as a page shows it, for component tests: doctor 3 in
 * Dammam (branch 4), consultations, its own query client and the language's messages. A test
 * mocks `@/lib/booking/actions` and `@/lib/booking/slots-client` itself (vi.mock is hoisted
 * within the file that calls it) and answers `fetchDoctorSlots` with `doctorSlots()`.
 */

/** The one free time of `doctorSlots()`: Sunday 6 January 2030, 09:00 Riyadh time. */
export const FREE_TIME = "2030-01-06T09:00:00+03:00";

/** A week with that one free time; consultations (20 minutes, 400 SAR) and any other `kinds` offered. */
export function doctorSlots(kinds: DoctorSlots["meta"]["kinds"] = []): DoctorSlots {
  return {
    data: [{ start: FREE_TIME, end: "2030-01-06T09:20:00+03:00", branch_id: 4, kind: "consultation" }],
    meta: {
      from: "2030-01-06",
      days: 7,
      branches: [{ id: 4, name: "Dammam", time_zone: "Asia/Riyadh", currency: "SAR" }],
      kinds: [{ kind: "consultation", duration_minutes: 20, price: 400, currency: "SAR" }, ...kinds],
      next_available_day: null,
    },
  };
}

/** The picker in `locale`, the free time already chosen when `chosen`, opening on `refusal` if given. */
export function renderSlotChooser({ locale = "en", chosen = true, refusal = null }: { locale?: "ar" | "en"; chosen?: boolean; refusal?: Refusal | null } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
        <SlotChooser
          doctorId={3}
          chosen={chosen ? { start: FREE_TIME, branchId: 4, kind: "consultation" } : null}
          refusal={refusal}
          selection={{ branchId: 4, kind: "consultation", day: null }}
          onChoose={() => {}}
          onHeld={() => {}}
        />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
