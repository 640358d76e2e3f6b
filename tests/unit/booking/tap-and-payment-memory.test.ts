// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { preselectedPayment } from "@/lib/booking/last-payment";
import { rememberTap, takeTap } from "@/lib/doctors/tap-intent";

const TIME = { start: "2026-11-29T09:20:00+03:00", branchId: 2, kind: "consultation" as const };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("a time tapped on a doctor card", () => {
  it("is held once, for the same time, by the page the tap opened", () => {
    rememberTap(TIME);
    expect(takeTap({ ...TIME, start: "2026-11-29T06:20:00Z" })).toBe(true); // the same instant, written in UTC
    expect(takeTap(TIME)).toBe(false); // used up: a reload does not hold again
  });

  it("is not held from a link alone, another time, or a stale tap", () => {
    expect(takeTap(TIME)).toBe(false);
    rememberTap(TIME);
    expect(takeTap({ ...TIME, branchId: 3 })).toBe(false);
    rememberTap(TIME);
    expect(takeTap(TIME, Date.now() + 61_000)).toBe(false);
    sessionStorage.setItem("booking-tap", "{not json");
    expect(takeTap(TIME)).toBe(false);
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
