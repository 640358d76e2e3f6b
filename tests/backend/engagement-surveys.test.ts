import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LandingPageSchema, LandingPageSummarySchema, SurveySchema, SurveySummarySchema } from "@/lib/contract/engagement";
import { arrayOf, dataOf } from "@/lib/contract/common";
import { landingLeads, outboxMessages, surveyResponses } from "../../backend/src/db/schema";
import { ARABIC, expectNotFound, expectValidationError, parse } from "./helpers/expect";
import { seededDatabasePerFile } from "./helpers/seeded-database";

const ctx = seededDatabasePerFile();

async function survey(slug: string, lang = "en", bu?: string) {
  return parse(dataOf(SurveySchema), await ctx().client.call(`/api/surveys/${slug}`, { lang, bu })).data;
}

function answersFor(s: Awaited<ReturnType<typeof survey>>) {
  return s.questions.map((q) => ({
    question_id: q.id,
    value: q.type === "toggle" ? true : q.type === "select" ? q.options[0]!.value : "Shorter waiting times",
  }));
}

describe("GET /api/surveys and /api/surveys/{slug}", () => {
  it("lists two surveys of each business unit, in both languages", async () => {
    for (const bu of ["1", "2", "3", "4", "5"]) {
      const en = parse(arrayOf(SurveySummarySchema), await ctx().client.call("/api/surveys", { lang: "en", bu })).data;
      expect(en.map((s) => s.slug)).toEqual(["patient-satisfaction", "health-campaign"]);
      expect(en.every((s) => s.business_unit.id === Number(bu) && s.steps >= 2)).toBe(true);
      const ar = parse(arrayOf(SurveySummarySchema), await ctx().client.call("/api/surveys", { lang: "ar", bu })).data;
      expect(ar.every((s) => ARABIC.test(s.title))).toBe(true);
    }
  });
  it("gives a survey's questions by step, with text, select and toggle questions", async () => {
    const s = await survey("patient-satisfaction");
    expect(s.steps).toBe(3);
    expect(new Set(s.questions.map((q) => q.type))).toEqual(new Set(["text", "select", "toggle"]));
    expect(s.questions.filter((q) => q.type === "select").every((q) => q.options.length > 1)).toBe(true);
    expectNotFound(await ctx().client.call("/api/surveys/no-such-survey"));
  });
});

describe("POST /api/surveys/{slug}/answers", () => {
  const post = (slug: string, body: unknown, lang = "en", bu?: string) =>
    ctx().client.call(`/api/surveys/${slug}/answers`, { method: "POST", body, lang, bu, headers: { "x-forwarded-for": "10.2.0.1" } });

  it("stores one answer per respondent: again by email, phone or lead → 409 'you have answered this survey before'", async () => {
    const s = await survey("patient-satisfaction");
    const respondent = { name: "Sara Ahmed", email: "Sara@Example.com", phone: "0551234567", lead: "ad-123" };
    const first = await post("patient-satisfaction", { ...respondent, answers: answersFor(s) });
    expect(first.status).toBe(201);
    const [row] = await ctx().database.db.select().from(surveyResponses).where(eq(surveyResponses.email, "sara@example.com"));
    expect(row).toMatchObject({ lead: "ad-123", phone: "0551234567", lang: "en" });
    expect(row!.answers).toHaveLength(s.questions.length);

    const again = [
      { ...respondent, lead: undefined, phone: "0559999999" },
      { ...respondent, lead: undefined, email: "other@example.com" },
      { ...respondent, email: "third@example.com", phone: "0558888888" },
    ];
    for (const body of again) {
      const r = await post("patient-satisfaction", { ...body, answers: answersFor(s) });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ message: "you have answered this survey before" });
    }
    const ar = await post("patient-satisfaction", { ...respondent, answers: answersFor(s) }, "ar");
    expect(ar.body).toEqual({ message: "لقد أجبت على هذا الاستبيان من قبل" });
    // The same person may answer another survey, and the same survey of another unit.
    const campaign = await survey("health-campaign");
    expect((await post("health-campaign", { ...respondent, answers: answersFor(campaign) })).status).toBe(201);
    const women = await survey("patient-satisfaction", "en", "2");
    expect((await post("patient-satisfaction", { ...respondent, answers: answersFor(women) }, "en", "2")).status).toBe(201);
  });

  it("names missing required answers, unknown questions and options, and the respondent's fields", async () => {
    const s = await survey("patient-satisfaction");
    const select = s.questions.find((q) => q.type === "select")!;
    const toggle = s.questions.find((q) => q.type === "toggle")!;
    const r = await post("patient-satisfaction", {
      name: "S",
      email: "bad",
      phone: "123",
      answers: [
        { question_id: select.id, value: "not-an-option" },
        { question_id: 999999, value: "x" },
      ],
    });
    for (const field of ["name", "email", "phone"]) expectValidationError(r, field);
    const fixed = await post("patient-satisfaction", {
      name: "Sara Ahmed",
      email: "new@example.com",
      phone: "0557777777",
      answers: [
        { question_id: select.id, value: "not-an-option" },
        { question_id: 999999, value: "x" },
        { question_id: toggle.id, value: "yes" },
      ],
    });
    expectValidationError(fixed, `answers.${select.id}`);
    expectValidationError(fixed, "answers.999999");
    expectValidationError(fixed, `answers.${toggle.id}`);
    const required = s.questions.find((q) => q.required && q.id !== select.id && q.id !== toggle.id)!;
    expectValidationError(fixed, `answers.${required.id}`);
  });
});

describe("landing pages and their leads", () => {
  it("lists three pages with Arabic and English slugs, each found by either", async () => {
    const en = parse(arrayOf(LandingPageSummarySchema), await ctx().client.call("/api/landing_pages", { lang: "en" })).data;
    expect(en).toHaveLength(3);
    for (const page of en) {
      const byAr = parse(dataOf(LandingPageSchema), await ctx().client.call(`/api/landing_pages/${encodeURIComponent(page.slug_ar)}`, { lang: "ar" })).data;
      expect(ARABIC.test(byAr.title)).toBe(true);
      expect(byAr.benefits.length).toBeGreaterThan(1);
      const shown = byAr.showcase === "doctors" ? byAr.doctors : byAr.offers;
      expect(shown.length).toBeGreaterThan(0);
    }
    expectNotFound(await ctx().client.call("/api/landing_pages/nothing-here"));
  });

  it("stores a lead with its UTM parameters, referrer and landing time, and sends it to the unit's inbox", async () => {
    const landedAt = new Date(Date.now() - 60_000).toISOString();
    const r = await ctx().client.call("/api/landing_pages/heart-check-up/leads", {
      method: "POST",
      lang: "en",
      headers: { "x-forwarded-for": "10.3.0.1" },
      body: {
        name: "Omar",
        phone: "0551112233",
        message: "Please call me after 5 pm",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "heart-2026",
        referrer: "https://www.google.com/",
        landed_at: landedAt,
      },
    });
    expect(r.status).toBe(201);
    const { db } = ctx().database;
    const [lead] = await db.select().from(landingLeads).where(eq(landingLeads.phone, "0551112233"));
    expect(lead).toMatchObject({ utmSource: "google", utmMedium: "cpc", utmCampaign: "heart-2026", referrer: "https://www.google.com/" });
    expect(lead!.landedAt?.toISOString()).toBe(landedAt);
    const inbox = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "info@alnada-hospital.example"));
    expect(inbox.some((m) => m.body.includes("Please call me after 5 pm") && m.body.includes("google / cpc / heart-2026"))).toBe(true);
  });

  it("holds the name to the page's variant (20, or 50) and requires a message", async () => {
    const lead = (slug: string, name: string, message = "Call me") =>
      ctx().client.call(`/api/landing_pages/${slug}/leads`, { method: "POST", lang: "en", body: { name, phone: "0552223344", message }, headers: { "x-forwarded-for": "10.3.0.2" } });
    expectValidationError(await lead("heart-check-up", "x".repeat(21)), "name");
    expect((await lead("pregnancy-follow-up", "x".repeat(45))).status).toBe(201);
    const noMessage = await lead("heart-check-up", "Omar", "");
    expectValidationError(noMessage, "message");
    expect((noMessage.body as { errors: Record<string, string[]> }).errors.message).toEqual(["Your message is required"]);
  });
});
