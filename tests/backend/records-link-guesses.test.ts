import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RECORDS_ERROR_CODES, RecordsLinkConfirmedSchema } from "@/lib/contract/records";
import { hashPassword, scryptCost } from "../../backend/src/auth/password";
import { users } from "../../backend/src/db/schema";
import { recordLinks } from "../../backend/src/db/schema-records";
import { newPatient, type Patient } from "./helpers/patients";
import { recordsServerPerFile } from "./helpers/records-server";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * A stranger who knows someone's national ID can ask for link codes to the mobile the hospital
 * holds for it and enter wrong ones. That spends the mobile's budget of wrong codes (the bound on
 * guessing), but must not lock the record's owner out of linking: the owner's next code comes with
 * a key only its SMS holds, the owner is told by SMS, and without the key nobody gets another try.
 */

const ctx = seededDatabasePerFile();
const server = recordsServerPerFile(() => ctx().database.db);

const address = (scenario: number, n: number) => `198.20.${scenario}.${n}`;
type Message = { body: string };
const outbox = (to: string) => server().outbox(to);
const codeIn = (message: Message | undefined) => /\b(\d{4})\b/.exec(message?.body ?? "")?.[1];
const otherThan = (code: string, i = 0) => String((Number(code) + 1 + i) % 10_000).padStart(4, "0");

async function recordHolder() {
  const n = String(randomInt(0, 1e8)).padStart(8, "0");
  const person = { nationalId: `1${String(randomInt(0, 1e9)).padStart(9, "0")}`, medicalRecordNumber: n, email: `guessed.${n}@example.com`, mobile: `05${n}` };
  await ctx()
    .database.db.insert(users)
    .values({ firstName: "Huda", fullName: "Huda Salem", passwordHash: await hashPassword("Record#2026", scryptCost("test")), verifiedAt: new Date(), ...person });
  return person;
}

const ask = (account: Patient, identifier: string, ip: string) => server().call("/api/records/link", { method: "POST", body: { identifier }, token: account.token, ip });
const confirm = (account: Patient, code: string, ip: string, key?: string) =>
  server().call("/api/records/link/confirm", { method: "POST", body: { code, ...(key ? { key } : {}) }, token: account.token, ip, lang: "en" });

/** Lets the account ask for another code at once (a minute between codes). */
async function age(account: Patient) {
  await ctx().database.db.update(recordLinks).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(recordLinks.userId, account.user.id));
}

/** The stranger's codes to the holder's mobile and six wrong guesses at them (the mobile's budget), from two addresses. */
async function strangerSpends(stranger: Patient, { nationalId, mobile }: { nationalId: string; mobile: string }, scenario: number) {
  expect((await ask(stranger, nationalId, address(scenario, 1))).status).toBe(202);
  const first = codeIn((await outbox(mobile))[0])!;
  for (let i = 0; i < 5; i += 1) expect((await confirm(stranger, otherThan(first, i), address(scenario, 1))).status).toBe(422);
  await age(stranger);
  expect((await ask(stranger, nationalId, address(scenario, 2))).status).toBe(202);
  expect((await confirm(stranger, otherThan(codeIn((await outbox(mobile))[0])!), address(scenario, 2))).status).toBe(422);
}

describe("a record's link codes guessed by a stranger", () => {
  it("do not lock the owner out: the owner's fresh code links with its SMS's key, the owner is told, and past the bound nobody else gets a try", async () => {
    const holder = await recordHolder();
    const stranger = await newPatient(ctx().database.db, "Stranger");
    const owner = await newPatient(ctx().database.db, "Owner");
    await strangerSpends(stranger, holder, 1);
    // The mobile's budget is spent: from a third address the stranger is refused before any code is compared.
    const spent = await confirm(stranger, "4321", address(1, 3));
    expect(spent.status).toBe(429);
    expect((spent.body as { code: string }).code).toBe(RECORDS_ERROR_CODES.rateLimited);

    // The mobile's reader is told by SMS, once, with no code in it.
    const alerts = (await outbox(holder.mobile)).filter((m) => m.body.startsWith("Someone asked to link a website account to your hospital record"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).not.toMatch(/\d{4}/);

    // The owner asks for a code: its SMS links to the record page with the code's key in the fragment.
    expect((await ask(owner, holder.medicalRecordNumber, address(1, 50))).status).toBe(202);
    const [sms] = await outbox(holder.mobile);
    expect(sms?.body).toMatch(/\/profile\/records#key=[0-9a-f]{32}$/);
    const key = /#key=([0-9a-f]{32})$/.exec(sms!.body)![1]!;
    const code = codeIn(sms)!;
    // The right code alone is refused like any try: the budget is spent, and the answer says the way on.
    const bare = await confirm(owner, code, address(1, 50));
    expect(bare.status).toBe(429);
    expect((bare.body as { message: string }).message).toMatch(/Ask for a new code and enter it on the page its text message links to/);
    // A made-up key is no try at all.
    expect((await confirm(owner, code, address(1, 50), "0".repeat(32))).status).toBe(422);
    // The stranger holding the owner's key still has no code of its own to use it on.
    expect((await confirm(stranger, code, address(1, 4), key)).status).toBe(422);
    const linked = RecordsLinkConfirmedSchema.parse((await confirm(owner, code, address(1, 50), key)).body);
    expect(linked).toMatchObject({ linked: true, link_method: "mobile_code" });
    expect(linked.data[0]).toMatchObject({ relation: "self", full_name: "Huda Salem" });

    // Past the bound the stranger's fresh code gets no try without its key, from any address.
    await age(stranger);
    expect((await ask(stranger, holder.nationalId, address(1, 5))).status).toBe(202);
    const strangers = codeIn((await outbox(holder.mobile))[0])!;
    for (const guess of [otherThan(strangers), strangers]) expect((await confirm(stranger, guess, address(1, 6))).status).toBe(429);
    const persons = await server().call("/api/records/persons", { token: stranger.token, ip: address(1, 6) });
    expect((persons.body as { linked: boolean }).linked).toBe(false);
  });

  it("a stranger's request neither voids the owner's code nor is the code the owner's try is checked against", async () => {
    const holder = await recordHolder();
    const stranger = await newPatient(ctx().database.db, "Stranger");
    const owner = await newPatient(ctx().database.db, "Owner");
    expect((await ask(owner, holder.nationalId, address(2, 50))).status).toBe(202);
    const code = codeIn((await outbox(holder.mobile))[0])!;
    expect((await ask(stranger, holder.nationalId, address(2, 1))).status).toBe(202);
    const strangers = codeIn((await outbox(holder.mobile))[0])!;
    // Wrong tries at the stranger's own code spend that code's tries, not the owner's.
    for (let i = 0; i < 3; i += 1) expect((await confirm(stranger, otherThan(strangers, i), address(2, 1))).status).toBe(422);
    const linked = RecordsLinkConfirmedSchema.parse((await confirm(owner, code, address(2, 50))).body);
    expect(linked.linked).toBe(true);
  });
});
