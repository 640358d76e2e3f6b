import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeldTime } from "@/components/booking/held-time";
import type { Reservation } from "@/lib/contract/booking";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { reservation } from "../support/booking";

// A hold at 12:00 Riyadh time that could be cancelled online until 08:00 (the backend's 4 hours).
const HELD: Reservation = reservation({
  expires_at: "2030-01-06T09:10:00+03:00",
  start: "2030-01-06T12:00:00+03:00",
  end: "2030-01-06T12:20:00+03:00",
  mobile_verified: false,
  cancel_until: "2030-01-06T08:00:00+03:00",
});

function showAt(now: string, locale: "ar" | "en" = "en", reservation: Reservation = HELD) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(now));
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
      <HeldTime reservation={reservation} onChange={() => {}} onExpired={() => {}} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a held time less than 4 hours away", () => {
  it("says, before the patient confirms, that it cannot be cancelled online", () => {
    showAt("2030-01-06T09:00:00+03:00");
    expect(screen.getByTestId("booking-held-time").textContent).toContain("Can't be cancelled online: less than 4 hours away.");
  });

  it("says it in Arabic", () => {
    showAt("2030-01-06T09:00:00+03:00", "ar");
    expect(screen.getByTestId("booking-no-online-cancel").textContent).toBe("لا يمكن إلغاؤه عبر الموقع: يبدأ بعد أقل من 4 ساعات.");
  });

  it("says nothing of the kind for a time further away, or when the window is not known", () => {
    showAt("2030-01-06T07:59:00+03:00");
    expect(screen.queryByTestId("booking-no-online-cancel")).toBeNull();
    cleanup();
    showAt("2030-01-06T11:00:00+03:00", "en", { ...HELD, cancel_until: undefined });
    expect(screen.queryByTestId("booking-no-online-cancel")).toBeNull();
  });
});
