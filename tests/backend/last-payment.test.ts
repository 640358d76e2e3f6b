import { describe, expect, it } from "vitest";
import { bookingFixture, standardVat } from "./helpers/booking";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * A signed-in patient's new hold says how the account paid its last booking (the details step
 * offers it already chosen): read from the account's appointments, never from the device.
 */
const ctx = seededDatabasePerFile();
const { holdFor, bookFor, newUser, reservationOf, hold, slotsOf } = bookingFixture(ctx);

describe("last_payment_type on a new hold", () => {
  it("is null on a first booking and for a guest, then the method of the last booking paid or to pay at the branch", async () => {
    await standardVat(ctx().database.db);
    const patient = await newUser("last-payment");
    // Each after the last one's end: the patient's own holds and visits never overlap, whatever
    // day of the week the run falls on (doctors off at the weekend share their first free times).
    const choice = (previous: { slot: { end: string } }) => ({ after: previous.slot.end, days: 21 });
    const first = await holdFor(patient, 60, { aheadHours: 1 });
    expect((first.reservation as { last_payment_type?: unknown }).last_payment_type).toBeNull();

    const cash = await bookFor(patient, 61, { payment: "cash", ...choice(first) });
    const next = await holdFor(patient, 62, choice(cash));
    expect((next.reservation as { last_payment_type?: unknown }).last_payment_type).toBe("cash");

    // A card payment never completed says nothing of how the patient pays: still the cash one.
    const card = await bookFor(patient, 63, { payment: "card", ...choice(next) });
    const after = await holdFor(patient, 64, choice(card));
    expect((after.reservation as { last_payment_type?: unknown }).last_payment_type).toBe("cash");

    const { data } = await slotsOf(65, "days=7&kind=consultation");
    const guest = reservationOf(await hold(data[0]!, 65));
    expect((guest as { last_payment_type?: unknown }).last_payment_type).toBeNull();
  });
});
