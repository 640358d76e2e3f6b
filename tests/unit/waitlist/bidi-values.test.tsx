import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatTime } from "@/components/booking/format";
import { EarlierSlotAlert } from "@/components/waitlist/earlier-slot-alert";
import { MyAlerts } from "@/components/waitlist/my-alerts";
import { OfferHeld } from "@/components/waitlist/offer-view";
import type { WaitlistAlert } from "@/lib/contract/waitlist";
import { alertContext, myAlerts } from "@/lib/waitlist/actions";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { reservation } from "../support/booking";

vi.mock("next/navigation", () => ({ usePathname: () => "/doctors/huda-salem", useRouter: () => ({ push: vi.fn() }) }));
vi.mock("@/lib/i18n/router", () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock("@/lib/booking/actions", () => ({ rescheduleMyAppointment: vi.fn() }));
vi.mock("@/lib/booking/slots-client", () => ({ fetchDoctorSlots: vi.fn(() => new Promise(() => {})) }));
vi.mock("@/lib/waitlist/actions", () => ({ alertContext: vi.fn(), myAlerts: vi.fn(), startAlert: vi.fn(), stopMyAlert: vi.fn() }));

const VISIT = "2030-01-13T10:40:00+03:00";
const ZONE = "Asia/Riyadh";
// An alert set before a visit (so it keeps that visit's day and time), not before a day's midnight.
const ALERT: WaitlistAlert = {
  id: 7,
  doctor: { id: 3, name: "Huda Salem", slug_ar: "huda", slug_en: "huda" },
  branch: { id: 4, name: "Dammam" },
  kind: "consultation",
  before: VISIT,
  time_zone: ZONE,
  status: "active",
  ended_reason: null,
  created_at: "2030-01-01T08:00:00+03:00",
};

function show(locale: "ar" | "en", element: React.ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone={ZONE}>
      {element}
    </NextIntlClientProvider>,
  );
}

const when = (locale: string) => `${formatDate(locale, VISIT, ZONE)} · ${formatTime(locale, VISIT, ZONE)}`;

afterEach(() => {
  cleanup();
  vi.mocked(alertContext).mockReset();
  vi.mocked(myAlerts).mockReset();
});

describe("the earlier-time alert's introduction", () => {
  it("keeps the patient's next visit, day and time, in one <bdi> of the Arabic sentence", async () => {
    vi.mocked(alertContext).mockResolvedValue({ signedIn: true, nextVisit: VISIT });
    show("ar", <EarlierSlotAlert doctorId={3} />);
    const section = await screen.findByTestId("earlier-slot-alert");
    expect([...section.querySelectorAll("bdi")].map((bdi) => bdi.textContent)).toEqual([when("ar")]);
    expect(section.textContent).not.toMatch(/[\u2068\u2069]/);
  });

  it("leaves the English one plain", async () => {
    vi.mocked(alertContext).mockResolvedValue({ signedIn: true, nextVisit: VISIT });
    show("en", <EarlierSlotAlert doctorId={3} />);
    const section = await screen.findByTestId("earlier-slot-alert");
    expect(section.querySelector("bdi")).toBeNull();
    expect(section.textContent).toContain(`You have an appointment with this doctor on ${when("en")}.`);
  });
});

describe("an alert's limit in the patient's list", () => {
  it("keeps its day and time in a <bdi> in Arabic", async () => {
    vi.mocked(myAlerts).mockResolvedValue({ ok: true, data: [ALERT] });
    show("ar", <MyAlerts />);
    await screen.findByText(/Huda Salem/);
    const limit = [...screen.getByTestId("my-alerts").querySelectorAll("bdi")].map((bdi) => bdi.textContent);
    expect(limit).toEqual([`${formatDate("ar", VISIT, ZONE)} ${formatTime("ar", VISIT, ZONE)}`]);
  });
});

describe("a held offer's introduction", () => {
  it("keeps the held day and time in a <bdi> of the Arabic sentence", () => {
    const held = reservation({ start: VISIT, end: "2030-01-13T11:00:00+03:00", time_zone: ZONE, expires_at: "2099-01-01T00:00:00Z" });
    show("ar", <OfferHeld held={{ reservation: held, doctor: ALERT.doctor, branch_name: "Dammam", appointment_id: null }} />);
    const intro = screen.getByText((_, element) => element?.tagName === "P" && (element.textContent ?? "").includes("Huda Salem"));
    expect([...intro.querySelectorAll("bdi")].map((bdi) => bdi.textContent)).toEqual([when("ar")]);
  });
});
