import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/storage-key";
import type { AppointmentKind, PaymentType, Reservation, Slot } from "@/lib/contract/booking";
import type { Currency } from "@/lib/contract/common";

/**
 * A doctor booking in progress (SPEC §3 booking state: chosen pattern, amount, slot, reservation).
 * Kept in sessionStorage so a reload of the tab — or the way back from a payment page — finds the
 * booking where it was; cleared when the booking ends. The auth token of SPEC §3 is never stored
 * in the browser: the signed-in patient's token stays in the httpOnly session cookie, and server
 * actions attach it.
 */

export interface BookingPatient {
  name: string;
  phone: string;
  email: string;
}

export interface BookingInsurance {
  insured: boolean;
  companyId: string;
  identityNumber: string;
  /** The patient's date of birth, checked against the policy member's (absent in bookings kept from before it). */
  dateOfBirth?: string;
}

export type BookingStep = "slot" | "details" | "done";

export interface BookingDone {
  code: string;
  appointmentId: number;
  start: string;
  end: string;
  timeZone: string;
  doctorName: string;
  branchName: string;
  paymentType: PaymentType;
  paymentStatus: string;
  /** What the patient pays for this visit (the deductible when insured), in `currency`. */
  amount: number;
  currency: Currency;
  reference: string | null;
  /** The family member's name when the visit is for one (absent: for the patient). */
  bookedFor?: string | null;
}

interface BookingState {
  doctorId: number | null;
  step: BookingStep;
  branchId: number | null;
  /** SPEC §3 "chosen pattern": the kind of visit. */
  kind: AppointmentKind;
  /** Local day (YYYY-MM-DD) whose slots are shown. */
  day: string | null;
  slot: Slot | null;
  reservation: Reservation | null;
  /** SPEC §3 amount: what the patient pays, once known (the deductible when insured). */
  amount: number | null;
  patient: BookingPatient;
  insurance: BookingInsurance;
  paymentType: PaymentType | null;
  /** One key per confirmation attempt: a double click or a retry books once. */
  idempotencyKey: string | null;
  done: BookingDone | null;

  start: (doctorId: number) => void;
  choose: (patch: Partial<Pick<BookingState, "branchId" | "kind" | "day">>) => void;
  held: (slot: Slot, reservation: Reservation) => void;
  mobileVerified: () => void;
  saveDetails: (patch: Partial<Pick<BookingState, "patient" | "insurance" | "paymentType" | "amount">>) => void;
  keyForAttempt: () => string;
  /** The backend refused the attempt and booked nothing: the next one, with what was corrected, takes a new key. */
  attemptRefused: () => void;
  /** The hold ran out or was refused: back to the slots, keeping everything typed. */
  holdLost: () => void;
  finished: (done: BookingDone) => void;
  reset: () => void;
}

const EMPTY = {
  doctorId: null,
  step: "slot" as BookingStep,
  branchId: null,
  kind: "consultation" as AppointmentKind,
  day: null,
  slot: null,
  reservation: null,
  amount: null,
  patient: { name: "", phone: "", email: "" },
  insurance: { insured: false, companyId: "", identityNumber: "" },
  paymentType: null,
  idempotencyKey: null,
  done: null,
};

export const useBookingStore = create<BookingState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      start: (doctorId) => {
        // Another doctor starts a new booking; the patient's own details carry over.
        if (get().doctorId !== doctorId) set({ ...EMPTY, doctorId, patient: get().patient, insurance: get().insurance });
      },
      choose: (patch) => set(patch),
      held: (slot, reservation) => set({ slot, reservation, step: "details", amount: reservation.total, idempotencyKey: null }),
      mobileVerified: () => {
        const reservation = get().reservation;
        if (reservation) set({ reservation: { ...reservation, mobile_verified: true } });
      },
      saveDetails: (patch) => set(patch),
      keyForAttempt: () => {
        const existing = get().idempotencyKey;
        if (existing) return existing;
        const key = `appointment-${crypto.randomUUID()}`;
        set({ idempotencyKey: key });
        return key;
      },
      attemptRefused: () => set({ idempotencyKey: null }),
      holdLost: () => set({ step: "slot", slot: null, reservation: null, amount: null, idempotencyKey: null }),
      finished: (done) => set({ ...EMPTY, doctorId: get().doctorId, step: "done", done }),
      reset: () => set({ ...EMPTY, doctorId: get().doctorId }),
    }),
    {
      name: BOOKING_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      skipHydration: true,
    },
  ),
);
