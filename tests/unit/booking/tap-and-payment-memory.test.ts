// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { preselectedPayment } from "@/lib/booking/last-payment";
import { takeTap } from "@/lib/booking/tapped-slot";
import { rememberTap } from "@/lib/doctors/tap-intent";

const TIME = { start: "2026-11-29T09:20:00+03:00", branchId: 2, kind: "consultation" as const };
const DOCTOR = 17;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("a time tapped on a doctor card", () => {
  it("is held once, by the same doctor's page the tap opened", () => {
    rememberTap(DOCTOR, TIME);
    expect(takeTap(DOCTOR)).toEqual(TIME);
    expect(takeTap(DOCTOR)).toBeNull(); // used up: a reload does not hold again
  });

  it("is not held from a link alone, on another doctor's page, from a stale tap or a note that cannot be a slot", () => {
    expect(takeTap(DOCTOR)).toBeNull();
    rememberTap(DOCTOR, TIME);
    expect(takeTap(DOCTOR + 1)).toBeNull();
    expect(takeTap(DOCTOR)).toBeNull(); // the other doctor's page used the note up
    rememberTap(DOCTOR, TIME);
    expect(takeTap(DOCTOR, Date.now() + 61_000)).toBeNull();
    sessionStorage.setItem("booking-tap", "{not json");
    expect(takeTap(DOCTOR)).toBeNull();
    for (const note of [null, 7, { ...TIME, doctorId: DOCTOR, at: Date.now(), kind: "surgery" }, { ...TIME, doctorId: DOCTOR, at: Date.now(), start: "soon" }, { ...TIME, doctorId: DOCTOR, at: Date.now(), branchId: "2" }]) {
      sessionStorage.setItem("booking-tap", JSON.stringify(note));
      expect(takeTap(DOCTOR)).toBeNull();
    }
  });
});

describe("the payment method already chosen", () => {
  it("is the account's last one as the backend says, while the hold offers it; else paying at the branch", () => {
    expect(preselectedPayment({ payment_methods: ["cash", "card"], last_payment_type: "card" })).toBe("card");
    expect(preselectedPayment({ payment_methods: ["cash", "fawry"], last_payment_type: "card" })).toBe("cash");
    expect(preselectedPayment({ payment_methods: ["cash", "card"], last_payment_type: null })).toBe("cash");
    expect(preselectedPayment({ payment_methods: ["card", "tamara"] })).toBeUndefined();
    // Nothing on the device counts: only the server's answer.
    localStorage.setItem("booking-last-payment", "card");
    expect(preselectedPayment({ payment_methods: ["cash", "card"] })).toBe("cash");
  });
});
