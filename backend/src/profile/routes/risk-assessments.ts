import { createRoute, z } from "@hono/zod-openapi";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { RiskAssessmentListSchema, RiskAssessmentRequestSchema, RiskAssessmentSavedSchema } from "@/lib/contract/risk";
import { deleteRiskAssessment, listRiskAssessments, saveRiskAssessment } from "../risk-assessments";
import { RISK_SAVE_LIMIT } from "../rate-limits";
import type { Deps } from "../../http/context";
import { serverMessage } from "../../http/messages";
import { errorResponses, json, notFoundResponse, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { idempotent } from "../../platform/idempotency";
import { hit, tooManyRequests } from "../../platform/rate-limit";
import { patientOf, patientOnly, removalRoute } from "./patient-only";

const tag = "Profile";

/**
 * The risk assessments a signed-in patient saved to their profile (user token only; a client
 * token is 401). Registered under /api/profile, which the response cache never holds.
 */
export function riskAssessmentRoutes(deps: Deps) {
  const { db } = deps;
  const app = newRouter();
  // The pattern covers /api/profile/risk-assessments itself too.
  app.use("/api/profile/risk-assessments/*", patientOnly);

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/profile/risk-assessments",
      ...secured(tag),
      summary: "The risk assessments the patient saved, newest first",
      responses: { 200: json(RiskAssessmentListSchema, "The saved assessments"), 401: errorResponses[401] },
    }),
    async (c) => c.json({ data: await listRiskAssessments(db, patientOf(c).id) }, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/profile/risk-assessments",
      ...secured(tag),
      summary: "Saves a risk assessment to the profile; the score is computed from the answers",
      description: "Send an Idempotency-Key: a retry or a double click with the same key saves once and answers the same assessment.",
      request: {
        headers: z.object({ "idempotency-key": z.string().optional() }),
        body: { content: { "application/json": { schema: RiskAssessmentRequestSchema } }, required: true },
      },
      responses: {
        201: json(RiskAssessmentSavedSchema, "'saved to your profile' and the assessment"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema, "Invalid answers; `errors` names the field (e.g. answers.age)"),
        429: json(MessageSchema, "Too many saves; `Retry-After` says when to try again"),
      },
    }),
    async (c) => {
      const user = patientOf(c);
      const input = c.req.valid("json");
      const lang = c.get("lang");
      const verdict = await hit(db, RISK_SAVE_LIMIT, `user:${user.id}`);
      if (!verdict.allowed) return tooManyRequests(c, verdict) as never;
      return idempotent(c, db, "risk-assessment", input, async () => ({
        status: 201,
        body: {
          message: serverMessage(lang, "risk.saved"),
          data: await saveRiskAssessment(db, user.id, input.answers),
        },
      })) as never;
    },
  );

  app.openapi(
    removalRoute("/api/profile/risk-assessments/{id}", "Removes one of the patient's saved assessments", notFoundResponse),
    async (c) => {
      const user = patientOf(c);
      const lang = c.get("lang");
      // Another patient's id answers like an unknown one: nothing tells them it exists.
      if (!(await deleteRiskAssessment(db, user.id, c.req.valid("param").id))) {
        return c.json({ message: serverMessage(lang, "risk.notFound") }, 404);
      }
      return c.json({ message: serverMessage(lang, "risk.removed") }, 200);
    },
  );

  return app;
}
