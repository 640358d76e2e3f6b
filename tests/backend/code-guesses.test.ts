import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ResetTokenResponseSchema, SignedInResponseSchema, SocialProofNeededSchema } from "@/lib/contract/accounts";
import { otpCodes } from "../../backend/src/db/schema";
import type { CallOptions } from "./helpers/client";
import { parse } from "./helpers/expect";
import { lastCodeSentTo } from "./helpers/outbox";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * A stranger who asks for codes and enters wrong ones must not lock the owner out of a reset or a
 * social link: one address runs out of tries before the account does, and once the account's
 * budget is spent a new code's message carries a key that only its reader has. The guessing bound
 * stays: without the key nobody gets another try.
 */

const ctx = seededDatabasePerFile();
const call = <T = unknown>(path: string, o: CallOptions & { ip?: string } = {}) =>
  ctx().client.call<T>(path, { lang: "en", ...o, headers: { ...o.headers, ...(o.ip ? { "x-forwarded-for": o.ip } : {}) } });
/** A run-unique address: counters live in this file's own database, but addresses name the scenario. */
const address = (scenario: number, n: number) => `198.19.${scenario}.${n}`;

type Message = { subject: string | null; body: string };
const outbox = async (to: string) => (await call<{ data: Message[] }>(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: null })).body.data;
/** The key in the link of the newest message to `to`, if it has one. */
const keyIn = async (to: string) => /[#&]key=([0-9a-f]{32})\b/.exec((await outbox(to))[0]?.body ?? "")?.[1];
const otherThan = (code: string, i = 0) => String((Number(code) + 1 + i) % 10_000).padStart(4, "0");

async function signedUp(scenario: number) {
  const n = String(randomInt(0, 1e8)).padStart(8, "0");
  const person = { first_name: "Lina", email: `lina.${n}@example.com`, mobile: `05${n}`, password: "Secret#2026", password_confirmation: "Secret#2026" };
  const ip = address(scenario, 250);
  expect((await call("/api/auth/register", { method: "POST", body: person, ip })).status).toBe(201);
  const body = { identifier: person.mobile, code: await lastCodeSentTo(ctx().client, person.mobile), purpose: "register" };
  const user = parse(SignedInResponseSchema, await call("/api/auth/otp/verify", { method: "POST", body, ip })).user;
  return { ...person, id: user.id, ip };
}

const forgot = (to: string, ip: string) => call("/api/auth/password/forgot", { method: "POST", body: { email_or_phone: to }, ip });
const verify = (identifier: string, code: string, ip: string, key?: string) =>
  call<{ message: string }>("/api/auth/otp/verify", { method: "POST", body: { identifier, code, purpose: "reset", ...(key ? { key } : {}) }, ip });

/** Makes the recipient's codes a minute older, so the next request sends a new one at once. */
async function age(recipient: string) {
  const { db } = ctx().database;
  for (const row of await db.select().from(otpCodes).where(eq(otpCodes.recipient, recipient))) {
    await db.update(otpCodes).set({ createdAt: new Date(row.createdAt.getTime() - 61_000) }).where(eq(otpCodes.id, row.id));
  }
}

/** A stranger's reset codes to `to` and six wrong guesses at them (the recipient's budget), each from its own address (a spread guesser). */
async function spendFromManyAddresses(to: string, scenario: number) {
  expect((await forgot(to, address(scenario, 1))).status).toBe(200);
  const first = await lastCodeSentTo(ctx().client, to);
  for (let i = 0; i < 5; i += 1) expect((await verify(to, otherThan(first, i), address(scenario, 10 + i))).status).toBe(422);
  await age(to);
  expect((await forgot(to, address(scenario, 2))).status).toBe(200);
  expect((await verify(to, otherThan(await lastCodeSentTo(ctx().client, to)), address(scenario, 20))).status).toBe(422);
}

describe("wrong codes entered by a stranger", () => {
  it("from one address spend only that address's tries: the owner's own reset code still works, without a key", async () => {
    const owner = await signedUp(1);
    const stranger = address(1, 1);
    expect((await forgot(owner.mobile, stranger)).status).toBe(200);
    const first = await lastCodeSentTo(ctx().client, owner.mobile);
    for (let i = 0; i < 5; i += 1) expect((await verify(owner.mobile, otherThan(first, i), stranger)).status).toBe(422);
    await age(owner.mobile);
    expect((await forgot(owner.mobile, stranger)).status).toBe(200);
    const second = await lastCodeSentTo(ctx().client, owner.mobile);
    // A code's five tries and one more: the address's sixth wrong code is its last.
    expect((await verify(owner.mobile, otherThan(second, 0), stranger)).status).toBe(422);
    expect((await verify(owner.mobile, otherThan(second, 1), stranger)).status).toBe(429);

    // The account's budget is not spent: the owner's e-mail code needs no key. (The mobile guessed
    // at has spent its own 6, so a code to it would come with its key.)
    expect((await forgot(owner.email, owner.ip)).status).toBe(200);
    expect(await keyIn(owner.email)).toBeUndefined();
    parse(ResetTokenResponseSchema, await verify(owner.email, await lastCodeSentTo(ctx().client, owner.email), owner.ip));
  });

  it("from many addresses: without the key nobody gets another try, the owner's fresh code works with it, and the owner is told by e-mail", async () => {
    const owner = await signedUp(2);
    await spendFromManyAddresses(owner.mobile, 2);

    // The owner asks for a new code: its SMS links to the code page with the code's key.
    await age(owner.mobile);
    expect((await forgot(owner.mobile, owner.ip)).status).toBe(200);
    const [sms] = await outbox(owner.mobile);
    const key = await keyIn(owner.mobile);
    expect(sms?.body).toMatch(new RegExp(`^.*\\b\\d{4}\\b.*/otp-reset-password#to=${owner.mobile}&key=[0-9a-f]{32}$`));
    const code = await lastCodeSentTo(ctx().client, owner.mobile);

    // The right code without the key is refused like any other try: the budget is spent.
    const bare = await verify(owner.mobile, code, address(2, 30));
    expect(bare.status).toBe(429);
    expect(bare.body.message).toMatch(/Ask for a new code and enter it on the page its message links to/);
    // A made-up key is no try at all: refused before the code is compared, and nothing is counted.
    expect((await verify(owner.mobile, code, address(2, 31), "0".repeat(32))).status).toBe(422);
    // With the message's key the right code resets, from any address.
    parse(ResetTokenResponseSchema, await verify(owner.mobile, code, address(2, 32), key));

    const alerts = (await outbox(owner.email)).filter((m) => m.subject === "Wrong codes were entered for your account");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).not.toMatch(/\d{4}/);
  });

  it("a key is its message's own: another code's key does not fit, and typos with the right one are only the code's own tries", async () => {
    const owner = await signedUp(3);
    await spendFromManyAddresses(owner.email, 3);
    await age(owner.email);
    expect((await forgot(owner.email, owner.ip)).status).toBe(200);
    const oldKey = await keyIn(owner.email);
    await age(owner.email);
    expect((await forgot(owner.email, owner.ip)).status).toBe(200);
    const key = await keyIn(owner.email);
    const code = await lastCodeSentTo(ctx().client, owner.email);
    expect(key).not.toBe(oldKey);
    expect((await verify(owner.email, code, owner.ip, oldKey)).status).toBe(422);
    for (let i = 0; i < 3; i += 1) expect((await verify(owner.email, otherThan(code, i), owner.ip, key)).status).toBe(422);
    parse(ResetTokenResponseSchema, await verify(owner.email, code, owner.ip, key));
  });

  it("a social link's code works through its SMS link once strangers spent the account's tries", async () => {
    const owner = await signedUp(4);
    // Six wrong codes to the e-mail and a seventh to the mobile: the account's budget, not the mobile's, is spent.
    await spendFromManyAddresses(owner.email, 4);
    expect((await forgot(owner.mobile, address(4, 3))).status).toBe(200);
    expect((await verify(owner.mobile, otherThan(await lastCodeSentTo(ctx().client, owner.mobile)), address(4, 30))).status).toBe(422);
    await age(owner.mobile);
    const start = await call("/api/auth/social", {
      method: "POST",
      body: { provider: "google", subject: `g-${owner.id}`, email: owner.email, email_verified: true, name: "Lina" },
      ip: owner.ip,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    const { ticket } = SocialProofNeededSchema.parse(start.body);
    const key = await keyIn(owner.mobile);
    expect((await outbox(owner.mobile))[0]?.body).toMatch(/\/login#key=[0-9a-f]{32}$/);
    const code = await lastCodeSentTo(ctx().client, owner.mobile);
    expect((await call("/api/auth/social/link", { method: "POST", body: { ticket, code }, ip: owner.ip })).status).toBe(429);
    const linked = parse(SignedInResponseSchema, await call("/api/auth/social/link", { method: "POST", body: { ticket, code, key }, ip: owner.ip }));
    expect(linked.user.id).toBe(owner.id);
  });
});

describe("a Google or Facebook sign-in with an existing account's email", () => {
  const start = (email: string, subject: string, ip: string) =>
    call("/api/auth/social", { method: "POST", body: { provider: "google", subject, email, email_verified: true, name: "Lina" }, ip });

  it("says only that a code was sent, in the visitor's language, and texts the account a few times a day at most", async () => {
    const owner = await signedUp(5);
    const reply = await start(owner.email, `g5-${owner.id}`, address(5, 1));
    expect(reply.status).toBe(202);
    const proof = SocialProofNeededSchema.parse(reply.body);
    expect(Object.keys(reply.body as object).sort()).toEqual(["expires_in", "message", "needs_proof", "resend_after", "ticket"]);
    expect(proof.message).toBe("We sent a code to the mobile number of the account that uses this email.");
    // No hint of the mobile in what the reply says (its numbers are durations: a mobile ending in
    // their digits, as 0587769560 and a resend after 60 s, is no leak).
    expect(JSON.stringify({ ...proof, ticket: "", expires_in: 0, resend_after: 0 })).not.toMatch(new RegExp(owner.mobile.slice(-2)));
    const arabic = await call("/api/auth/social", {
      method: "POST",
      body: { provider: "google", subject: `g5-${owner.id}`, email: owner.email, email_verified: true },
      lang: "ar",
      ip: address(5, 2),
    });
    expect((arabic.body as { message: string }).message).toBe("أرسلنا رمزًا إلى رقم جوال الحساب الذي يستخدم هذا البريد الإلكتروني.");

    // Three codes a day for one email, whoever starts the sign-ins and from wherever.
    for (let i = 2; i <= 3; i += 1) {
      await age(owner.mobile);
      expect((await start(owner.email, `g5-${owner.id}-${i}`, address(5, 10 + i))).status).toBe(202);
    }
    await age(owner.mobile);
    const fourth = await start(owner.email, `g5-${owner.id}-4`, address(5, 20));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(3600);
    // The sign-up code and three link codes.
    expect(await outbox(owner.mobile)).toHaveLength(4);
  });
});
