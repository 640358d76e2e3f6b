import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscriptions, outboxMessages } from "../../backend/src/db/schema";
import { expectValidationError } from "./helpers/expect";
import { seededDatabasePerFile } from "./helpers/seeded-database";

const ctx = seededDatabasePerFile();

const message = (n: number, phone = `05500000${String(n).padStart(2, "0")}`) => ({
  name: "Sara Ahmed",
  phone,
  email: `sara${n}@example.com`,
  subject: "Appointment question",
  message: "Can I book a follow-up for next week?",
});

const fromIp = (ip: string) => ({ "x-forwarded-for": ip });

describe("POST /api/contact", () => {
  it("stores the message, sends it to the business unit's inbox and thanks the visitor in their language", async () => {
    const { call } = ctx().client;
    const en = await call("/api/contact", { method: "POST", lang: "en", bu: "2", body: message(1), headers: fromIp("10.0.0.1") });
    expect(en.status).toBe(201);
    expect(en.body).toEqual({ message: "Thank you for contacting us. We answer within one working day." });
    const ar = await call("/api/contact", { method: "POST", lang: "ar", body: message(2), headers: fromIp("10.0.0.2") });
    expect(ar.body).toEqual({ message: "شكرًا لتواصلك معنا. نرد عليك خلال يوم عمل واحد." });

    const { db } = ctx().database;
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.email, "sara1@example.com"));
    expect(stored).toMatchObject({ businessUnitId: 2, subject: "Appointment question", lang: "en", ip: "10.0.0.1" });
    const inbox = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "women@alnada-hospital.example"));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.channel).toBe("email");
    expect(inbox[0]!.subject).toContain("Appointment question");
    expect(inbox[0]!.body).toContain("Can I book a follow-up for next week?");
    expect(inbox[0]!.body).toContain("0550000001");
  });

  it("refuses one phone's fourth attempt within a minute from any address; an address many patients share takes 20", async () => {
    const { call } = ctx().client;
    // Twenty patients behind one carrier address, each with their own phone: none refused.
    for (let i = 0; i < 20; i++) {
      const ok = await call("/api/contact", { method: "POST", lang: "en", body: message(30 + i), headers: fromIp("10.0.1.1") });
      expect(ok.status, `patient ${i + 1}`).toBe(201);
    }
    const ceiling = await call("/api/contact", { method: "POST", lang: "en", body: message(60), headers: fromIp("10.0.1.1") });
    expect(ceiling.status).toBe(429);
    expect(ceiling.body).toMatchObject({ message: "maximum attempts per minute is 3" });
    expect(Number(ceiling.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) {
      expect((await call("/api/contact", { method: "POST", body: message(20, "0126601984"), headers: fromIp(`10.0.2.${i}`) })).status).toBe(201);
    }
    const samePhone = await call("/api/contact", { method: "POST", lang: "ar", body: message(20, "0126601984"), headers: fromIp("10.0.2.9") });
    expect(samePhone.status).toBe(429);
    expect(samePhone.body).toMatchObject({ message: "الحد الأقصى للمحاولات في الدقيقة هو 3" });
  });

  it("answers field errors in the caller's language with the website's labels", async () => {
    const { call } = ctx().client;
    const bad = { name: "Sa", phone: "1234", email: "nope", subject: "", message: "" };
    const en = await call("/api/contact", { method: "POST", lang: "en", body: bad, headers: fromIp("10.0.3.1") });
    for (const field of ["name", "phone", "email", "subject", "message"]) expectValidationError(en, field);
    const errors = (en.body as { errors: Record<string, string[]> }).errors;
    expect(errors.name).toEqual(["Full name must be at least 3 characters"]);
    expect(errors.phone).toEqual(["Phone number must start with 0 and have 10 or 11 digits"]);
    expect(errors.subject).toEqual(["Subject is required"]);
    const ar = await call("/api/contact", { method: "POST", lang: "ar", body: bad, headers: fromIp("10.0.3.1") });
    expect((ar.body as { errors: Record<string, string[]> }).errors.subject).toEqual(["الموضوع مطلوب"]);
    // The Arabic sentence agrees with its field: "الرسالة" is feminine.
    expect((ar.body as { errors: Record<string, string[]> }).errors.message).toEqual(["الرسالة مطلوبة"]);
    // Invalid submissions are not counted against the limit.
    expect((await call("/api/contact", { method: "POST", body: message(30), headers: fromIp("10.0.3.1") })).status).toBe(201);
  });

  it("answers 4xx to malformed input, never 5xx", async () => {
    const { app, token } = ctx().client;
    const bearer = `Bearer ${await token()}`;
    const cases: Array<[string, string]> = [
      ["application/json", "{bad"],
      ["text/plain", "hello"],
      ["application/json", "null"],
      ["application/json", "[]"],
      ["application/json", JSON.stringify({ ...message(40), message: "a\u0000b" })],
      ["application/json", JSON.stringify({ ...message(41), name: 12345678901234567890 })],
    ];
    for (const [type, body] of cases) {
      const r = await app.request("/api/contact", { method: "POST", headers: { "content-type": type, authorization: bearer, "x-forwarded-for": "10.0.4.1" }, body });
      expect(r.status, `${type} ${body}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${type} ${body}`).toBeLessThan(500);
    }
  });

  it("401s without the app token", async () => {
    const r = await ctx().client.call("/api/contact", { method: "POST", body: message(50), token: null });
    expect(r.status).toBe(401);
  });
});

describe("POST /api/newsletter and GET /api/newsletter/unsubscribe", () => {
  const subscribe = (email: string, lang = "en", extra: Record<string, unknown> = {}) =>
    ctx().client.call("/api/newsletter", { method: "POST", lang, body: { email, consent: true, page: "/en/offers", ...extra }, headers: fromIp("10.1.0.1") });

  it("subscribes with the consent's time and page, and emails a working unsubscribe link", async () => {
    const before = Date.now();
    const r = await subscribe("Reader@Example.com");
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: "sent successfully" });
    const { db } = ctx().database;
    const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "reader@example.com"));
    expect(row).toMatchObject({ consentPage: "/en/offers", lang: "en", unsubscribedAt: null });
    expect(row!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "reader@example.com"));
    const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=([\w-]+)&lang=en/.exec(mail!.body);
    expect(link, mail!.body).not.toBeNull();
    const token = link![1]!;
    expect(token).toBe(row!.unsubscribeToken);

    const out = await ctx().client.call(`/api/newsletter/unsubscribe?token=${token}`, { lang: "en" });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: "you have been unsubscribed from the newsletter", email: "reader@example.com" });
    expect(out.headers.get("cache-control")).toBe("no-store");
    const [after] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "reader@example.com"));
    expect(after!.unsubscribedAt).not.toBeNull();
    // Repeating the link is harmless; an unknown token is a 404.
    expect((await ctx().client.call(`/api/newsletter/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await ctx().client.call(`/api/newsletter/unsubscribe?token=${"x".repeat(32)}`)).status).toBe(404);
    // Unsubscribed, the address may subscribe again with a new consent and a new link.
    expect((await subscribe("reader@example.com", "ar")).status).toBe(201);
    const [again] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "reader@example.com"));
    expect(again).toMatchObject({ unsubscribedAt: null, lang: "ar" });
    expect(again!.unsubscribeToken).not.toBe(token);
  });

  it("answers 409 'email already registered' for a subscribed address, in the caller's language", async () => {
    expect((await subscribe("twice@example.com")).status).toBe(201);
    const en = await subscribe("TWICE@example.com");
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ message: "email already registered" });
    const ar = await subscribe("twice@example.com", "ar");
    expect(ar.body).toEqual({ message: "البريد الإلكتروني مسجّل بالفعل" });
  });

  it("names an invalid email and a missing consent", async () => {
    const bad = await subscribe("not-an-email", "en", { consent: false });
    expectValidationError(bad, "email");
    expectValidationError(bad, "consent");
    expect((bad.body as { errors: Record<string, string[]> }).errors.email).toEqual(["Email must be a valid email"]);
  });

  it("answers two simultaneous subscriptions of one address with one 201 and one 409", async () => {
    const replies = await Promise.all([subscribe("race@example.com"), subscribe("race@example.com")]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
