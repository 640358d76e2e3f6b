import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MyAppointments } from "@/components/booking/my-appointments";
import { appointmentStatusWords } from "@/lib/booking/appointment-status";
import type { Appointment } from "@/lib/contract/booking";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { appointment } from "../support/booking";

const NOW = Date.parse("2026-11-20T09:00:00+03:00");
const PAST = { start: "2026-11-01T10:00:00+03:00", end: "2026-11-01T10:20:00+03:00" };

const list = vi.hoisted(() => ({ current: [] as Appointment[] }));
vi.mock("@/lib/booking/slots-client", () => ({ fetchDoctorSlots: vi.fn() }));
vi.mock("@/lib/booking/actions", () => ({
  myAppointments: vi.fn(async () => ({ ok: true, data: list.current })),
  cancelMyAppointment: vi.fn(),
  holdSlot: vi.fn(),
  rescheduleMyAppointment: vi.fn(),
}));

afterEach(cleanup);

describe("appointmentStatusWords", () => {
  it("reads the appointments API into the words a patient uses", () => {
    const words = (over: Partial<Appointment>) => appointmentStatusWords(appointment(over), NOW);
    expect(words({ status: "not_paid", payment_type: "cash" })).toEqual({ phase: "upcoming", money: "payAtBranch" });
    expect(words({ status: "paid" })).toEqual({ phase: "upcoming", money: "paid" });
    expect(words({ status: "covered", amount: 0 })).toEqual({ phase: "upcoming", money: "covered" });
    expect(words({ status: "pending", payment_type: "fawry" })).toEqual({ phase: "upcoming", money: "awaitingPayment" });
    expect(words({ status: "paid", ...PAST })).toEqual({ phase: "completed", money: null });
  });

  it("never calls a cancelled visit not paid, nor a refunded one paid", () => {
    const cancelled = { cancelled_at: "2026-11-19T10:00:00+03:00", can_cancel: false };
    const words = (over: Partial<Appointment>) => appointmentStatusWords(appointment({ ...cancelled, ...over }), NOW);
    expect(words({ status: "not_paid", payment_type: "cash" })).toEqual({ phase: "cancelled", money: null });
    expect(words({ status: "paid", refund_status: "refunded" })).toEqual({ phase: "cancelled", money: "refunded" });
    expect(words({ status: "paid", refund_status: "pending" })).toEqual({ phase: "cancelled", money: "refundPending" });
    expect(words({ status: "paid", refund_status: "failed" })).toEqual({ phase: "cancelled", money: "refundFailed" });
  });
});

function show(locale: "ar" | "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en} timeZone="Asia/Riyadh">
      <MyAppointments />
    </NextIntlClientProvider>,
  );
}

describe("my appointments", () => {
  it("labels each visit with its phase and what happens with the money, refunds with amount and method", async () => {
    list.current = [
      appointment({ id: 1, status: "not_paid", payment_type: "cash" }),
      appointment({ id: 2, status: "covered", amount: 0 }),
      appointment({ id: 3, status: "paid", cancelled_at: "2026-11-19T10:00:00+03:00", refund_status: "refunded", can_cancel: false }),
      appointment({ id: 4, status: "not_paid", payment_type: "cash", cancelled_at: "2026-11-19T10:00:00+03:00", can_cancel: false }),
    ];
    show("en");
    const items = await screen.findAllByTestId("appointment-item");
    const labels = items.map((item) => within(item).getByTestId("appointment-status").textContent);
    expect(labels).toEqual(["Upcoming · Pay at the branch", "Upcoming · Covered by insurance", "Cancelled · Refunded", "Cancelled"]);
    expect(items[2]!.textContent).toMatch(/SAR\s?460\.00 returned the way you paid \(Credit or debit card\)/);
    for (const item of items) expect(item.textContent).not.toMatch(/Not paid/);
    expect(items[2]!.textContent).not.toMatch(/· Paid/);
  });

  it("puts the focus on keeping the appointment; cancelling is not the filled button", async () => {
    list.current = [appointment({ id: 1 })];
    show("ar");
    const item = await screen.findByTestId("appointment-item");
    expect(within(item).getByTestId("appointment-status").textContent).toBe("قادم · مدفوع");
    fireEvent.click(within(item).getByRole("button", { name: ar.booking.my.cancel }));
    const keep = within(item).getByRole("button", { name: ar.booking.my.keep });
    const yes = within(item).getByRole("button", { name: ar.booking.my.confirmYes });
    expect(document.activeElement).toBe(keep);
    expect(keep.className).toContain("btn-primary");
    expect(yes.className).not.toContain("btn-primary");
    fireEvent.click(keep);
    expect(within(item).queryByRole("button", { name: ar.booking.my.confirmYes })).toBeNull();
  });
});
