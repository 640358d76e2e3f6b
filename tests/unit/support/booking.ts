import type { Appointment, Reservation } from "@/lib/contract/booking";

/** A hold on a Riyadh morning consultation (400 + 60 VAT), its mobile verified; `over` changes what a test needs. */
export function reservation(over: Partial<Reservation> = {}): Reservation {
  return {
    id: "res-0001-abcd",
    code: "BK-1",
    expires_at: "2026-11-25T09:10:00+03:00",
    price: 400,
    tax: 60,
    total: 460,
    currency: "SAR",
    doctor_id: 3,
    branch_id: 4,
    kind: "consultation",
    start: "2026-11-25T09:00:00+03:00",
    end: "2026-11-25T09:20:00+03:00",
    time_zone: "Asia/Riyadh",
    mobile_verified: true,
    payment_methods: ["cash"],
    ...over,
  };
}

/** A paid card appointment far ahead, still free to cancel, as My appointments lists it; `over` changes what a test needs. */
export function appointment(over: Partial<Appointment> = {}): Appointment {
  return {
    id: 7,
    code: "BK-7",
    status: "paid",
    kind: "consultation",
    start: "2099-11-24T10:00:00+03:00",
    end: "2099-11-24T10:20:00+03:00",
    time_zone: "Asia/Riyadh",
    doctor: { id: 3, name: "Dr. Amal Soliman", slug_ar: "amal", slug_en: "amal", image: "" },
    branch: { id: 4, name: "Riyadh" },
    patient: { name: "Rana", mobile: "0512345678", email: "rana@example.com" },
    family_member: null,
    payment_type: "card",
    insured: false,
    price: 400,
    tax: 60,
    total: 460,
    amount: 460,
    currency: "SAR",
    cancelled_at: null,
    refund_status: "none",
    cancel_until: "2099-11-24T06:00:00+03:00",
    can_cancel: true,
    can_reschedule: false,
    ...over,
  };
}
