import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { MessageSchema, SlugParamSchema, ValidationErrorSchema, arrayOf, dataOf } from "@/lib/contract/common";
import {
  LandingPageSchema,
  LandingPageSummarySchema,
  SurveySchema,
  SurveySummarySchema,
  ThanksSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
  newsletterSchema,
  surveyAnswersSchema,
} from "@/lib/contract/engagement";
import { contactSchema } from "@/lib/validation/forms";
import { localizedContactSchema, receiveContactMessage } from "./contact";
import { localizedBody } from "../http/localized-validation";
import { findLandingPage, leadSchema, listLandingPages, receiveLead, toLandingPage } from "./landing";
import { localizedNewsletterSchema, subscribe, unsubscribe } from "./newsletter";
import {
  checkAnswers,
  findSurvey,
  listSurveys,
  localizedSurveyAnswersSchema,
  storeResponse,
  toSurvey,
} from "./surveys";
import { CONTACT_LIMITS, LEAD_LIMITS, NEWSLETTER_LIMIT, SURVEY_LIMIT } from "./rate-limits";
import { type Deps, validationError } from "../http/context";
import { serverMessage } from "../http/messages";
import { errorResponses, json, notFoundResponse, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { clientIp, hitAll, tooManyRequests } from "../platform/rate-limit";

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

const writeResponses = {
  401: errorResponses[401],
  422: json(ValidationErrorSchema, "Field errors in the caller's language"),
  429: json(MessageSchema, "Too many attempts; `Retry-After` says when to try again"),
};

/** Routes of contact, newsletter, surveys, landing pages. */
export function engagementRoutes(deps: Deps) {
  const app = newRouter();
  const { db, messenger } = deps;

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/contact",
      ...secured("Engagement"),
      summary: "A contact message, stored and sent to the business unit's inbox (3 a minute per IP and per phone)",
      request: body(contactSchema()),
      responses: { 201: json(ThanksSchema, "'thanks for contacting us'"), ...writeResponses },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const verdict = await hitAll(db, [
        [CONTACT_LIMITS.ip, clientIp(c)],
        [CONTACT_LIMITS.phone, input.phone],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict, "contact.tooMany");
      const lang = c.get("lang");
      await receiveContactMessage(db, messenger, input, { bu: c.get("bu"), lang, ip: clientIp(c) });
      return c.json({ message: serverMessage(lang, "contact.sent") }, 201);
    },
    localizedBody(localizedContactSchema),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/newsletter",
      ...secured("Engagement"),
      summary: "Subscribes an email with explicit consent (kept with its time and page); the welcome email carries the unsubscribe link",
      request: body(newsletterSchema()),
      responses: {
        201: json(ThanksSchema, "'sent successfully'"),
        409: json(MessageSchema, "'email already registered'"),
        ...writeResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const verdict = await hitAll(db, [[NEWSLETTER_LIMIT, clientIp(c)]]);
      if (!verdict.allowed) return tooManyRequests(c, verdict);
      const lang = c.get("lang");
      const outcome = await subscribe(db, messenger, input, { bu: c.get("bu"), lang });
      if (outcome === "exists") return c.json({ message: serverMessage(lang, "newsletter.exists") }, 409);
      return c.json({ message: serverMessage(lang, "newsletter.sent") }, 201);
    },
    localizedBody(localizedNewsletterSchema),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/newsletter/unsubscribe",
      ...secured("Engagement"),
      summary: "Ends the subscription named by the token of the email's unsubscribe link (no sign-in: the website calls it with its app token)",
      request: { query: UnsubscribeQuerySchema },
      responses: {
        200: json(UnsubscribeResponseSchema, "Unsubscribed (repeating it is harmless)"),
        404: json(MessageSchema, "Unknown token"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { token } = c.req.valid("query");
      const lang = c.get("lang");
      c.header("Cache-Control", "no-store");
      const done = await unsubscribe(db, token);
      if (!done) return c.json({ message: serverMessage(lang, "newsletter.unknownToken") }, 404);
      return c.json({ message: serverMessage(lang, "newsletter.unsubscribed"), email: done.email }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/surveys",
      ...secured("Engagement"),
      summary: "The business unit's surveys",
      responses: { 200: json(arrayOf(SurveySummarySchema), "Surveys"), ...errorResponses },
    }),
    async (c) => c.json({ data: await listSurveys(db, c.get("bu"), c.get("lang")) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/surveys/{slug}",
      ...secured("Engagement"),
      summary: "One survey of the business unit with its questions, step by step",
      request: { params: SlugParamSchema },
      responses: { 200: json(dataOf(SurveySchema), "The survey"), ...notFoundResponse, ...errorResponses },
    }),
    async (c) => {
      const found = await findSurvey(db, c.get("bu"), c.req.valid("param").slug);
      if (!found) return c.json({ message: "Not found" }, 404);
      return c.json({ data: toSurvey(found, c.get("bu"), c.get("lang")) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/surveys/{slug}/answers",
      ...secured("Engagement"),
      summary: "The respondent's answers; a second answer by the same lead, email or phone is refused",
      request: { params: SlugParamSchema, ...body(surveyAnswersSchema()) },
      responses: {
        201: json(ThanksSchema, "Stored"),
        409: json(MessageSchema, "'you have answered this survey before'"),
        ...notFoundResponse,
        ...writeResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const lang = c.get("lang");
      const found = await findSurvey(db, c.get("bu"), c.req.valid("param").slug);
      if (!found) return c.json({ message: "Not found" }, 404);
      const checked = checkAnswers(found.questions, input.answers, lang);
      if (!checked.ok) return validationError(c, checked.errors);
      const verdict = await hitAll(db, [[SURVEY_LIMIT, clientIp(c)]]);
      if (!verdict.allowed) return tooManyRequests(c, verdict);
      const outcome = await storeResponse(db, found.row.id, { ...input, answers: checked.answers }, lang);
      if (outcome === "duplicate") {
        return c.json({ message: serverMessage(lang, "survey.answeredBefore") }, 409);
      }
      return c.json({ message: serverMessage(lang, "survey.thanks") }, 201);
    },
    localizedBody(localizedSurveyAnswersSchema),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/landing_pages",
      ...secured("Engagement"),
      summary: "Campaign landing pages",
      responses: { 200: json(arrayOf(LandingPageSummarySchema), "Landing pages"), ...errorResponses },
    }),
    async (c) => c.json({ data: await listLandingPages(db, c.get("lang")) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/landing_pages/{slug}",
      ...secured("Engagement"),
      summary: "One landing page by its Arabic or English slug: hero, benefits, doctors or offers, form settings",
      request: { params: SlugParamSchema },
      responses: { 200: json(dataOf(LandingPageSchema), "The page"), ...notFoundResponse, ...errorResponses },
    }),
    async (c) => {
      const page = await findLandingPage(db, c.req.valid("param").slug);
      const unit = page && (await deps.businessUnits()).find((u) => u.id === page.businessUnitId);
      if (!page || !unit) return c.json({ message: "Not found" }, 404);
      return c.json({ data: await toLandingPage(db, page, unit, c.get("lang")) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/landing_pages/{slug}/leads",
      ...secured("Engagement"),
      summary: "A campaign lead with its UTM parameters, referrer and landing time; sent to the page's business unit",
      request: { params: SlugParamSchema, ...body(leadSchema("en")) },
      responses: { 201: json(ThanksSchema, "Stored"), ...notFoundResponse, ...writeResponses },
    }),
    async (c) => {
      const lang = c.get("lang");
      const page = await findLandingPage(db, c.req.valid("param").slug);
      const unit = page && (await deps.businessUnits()).find((u) => u.id === page.businessUnitId);
      if (!page || !unit) return c.json({ message: "Not found" }, 404);
      // The page decides how long a name may be (SPEC §5: 20, or 50 in the long variant).
      const parsed = leadSchema(lang, page.nameVariant).safeParse(c.req.valid("json"));
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[issue.path.map(String).join(".")] ??= []).push(issue.message);
        return validationError(c, errors);
      }
      const verdict = await hitAll(db, [
        [LEAD_LIMITS.ip, clientIp(c)],
        [LEAD_LIMITS.phone, parsed.data.phone],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict);
      await receiveLead(db, messenger, page, unit, parsed.data, { lang, ip: clientIp(c) });
      return c.json({ message: serverMessage(lang, "lead.sent") }, 201);
    },
    localizedBody((lang) => leadSchema(lang)),
  );

  return app;
}
