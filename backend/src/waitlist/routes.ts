import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { BookingConflictSchema } from "@/lib/contract/booking";
import { CodedErrorSchema, MessageSchema, ValidationErrorSchema, dataOf } from "@/lib/contract/common";
import {
  MAX_ACTIVE_ALERTS,
  OFFER_GONE_CODE,
  WAITLIST_EXISTS_CODE,
  WAITLIST_LIMIT_CODE,
  WaitlistAlertBodySchema,
  type WaitlistAlert,
  WaitlistAlertIdParamSchema,
  WaitlistAlertSchema,
  WaitlistHeldSchema,
  WaitlistStoppedSchema,
  WaitlistTokenParamSchema,
} from "@/lib/contract/waitlist";
import { patientOverlapAnswer } from "../booking/patient-overlap";
import type { AppEnv, Deps } from "../http/context";
import { validationError } from "../http/context";
import { serverMessage } from "../http/messages";
import { unauthenticated } from "../http/middleware";
import { errorResponses, json, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { type Limit, clientIp, hitAll, tooManyRequests } from "../platform/rate-limit";
import { BOOKING_LIMITS } from "../booking/rate-limits";
import { WAITLIST_LIMITS } from "./rate-limits";
import { createAlert, listAlerts, stopAlert, stopAlertByToken } from "./alerts";
import { openOffer } from "./offers";

const tag = "Waitlist";

const PRIVATE = "private, no-store";
const tooMany = json(MessageSchema, "Too many requests; `Retry-After` says when to try again");
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const notFound = json(MessageSchema, "Unknown id or token, or another patient's");
/** Both ways of stopping an alert (its id in My appointments, a message's stop link) answer alike. */
const stopRoute = <P extends z.ZodObject>(method: "delete" | "post", path: string, summary: string, params: P) =>
  createRoute({
    method,
    path,
    ...secured(tag),
    summary,
    request: { params },
    responses: { 200: json(WaitlistStoppedSchema, "Stopped"), 401: errorResponses[401], 404: notFound, 422: errorResponses[422], 429: tooMany },
  });

export function waitlistRoutes(deps: Deps) {
  const app = newRouter();
  const { db } = deps;
  // Signed-in patients only (a stop link's token is its own proof), checked before the body is.
  const requireUser: MiddlewareHandler<AppEnv> = async (c, next) =>
    c.get("caller").kind === "user" || c.req.path.startsWith("/api/waitlist/stop/") ? next() : c.json(unauthenticated, 401);
  app.use("/api/waitlist", requireUser);
  app.use("/api/waitlist/*", requireUser);

  const userOf = (c: Context<AppEnv>) => {
    const caller = c.get("caller");
    if (caller.kind !== "user") throw new Error("requireUser let a client through");
    return caller.user;
  };
  const limited = async (c: Context<AppEnv>, limit: Limit, subject: string) => {
    const verdict = await hitAll(db, [[limit, subject]]);
    return verdict.allowed ? null : tooManyRequests(c, verdict);
  };
  /** The stopped alert (again: the same answer), or 404 for an unknown or another patient's. */
  const stopped = (c: Context<AppEnv>, alert: WaitlistAlert | null) => {
    c.header("Cache-Control", PRIVATE);
    if (!alert) return c.json({ message: "Not found" }, 404);
    return c.json({ message: serverMessage(c.get("lang"), "waitlist.stopped"), data: alert }, 200);
  };

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/waitlist",
      ...secured(tag),
      summary: `Starts an earlier-slot alert for a doctor (at a branch or any), a kind, before a moment; one per doctor and kind, at most ${MAX_ACTIVE_ALERTS} run per patient`,
      request: body(WaitlistAlertBodySchema),
      responses: {
        201: json(z.object({ data: WaitlistAlertSchema, message: z.string() }), "The alert"),
        401: errorResponses[401],
        409: json(CodedErrorSchema, `\`code: ${WAITLIST_EXISTS_CODE}\`: the patient already runs an alert for this doctor and kind`),
        422: json(
          ValidationErrorSchema.extend({ code: z.string().optional() }),
          `Invalid body (\`errors\` names the field), or \`code: ${WAITLIST_LIMIT_CODE}\` when ${MAX_ACTIVE_ALERTS} alerts already run`,
        ),
        429: tooMany,
      },
    }),
    async (c) => {
      const user = userOf(c);
      const lang = c.get("lang");
      const refused = await limited(c, WAITLIST_LIMITS.writesPerUser, String(user.id));
      if (refused) return refused;
      const outcome = await createAlert(deps, lang, user, c.req.valid("json"));
      c.header("Cache-Control", PRIVATE);
      if (outcome.ok) return c.json({ data: outcome.alert, message: serverMessage(lang, "waitlist.created") }, 201);
      if (outcome.reason === "before_passed") return validationError(c, { before: [serverMessage(lang, "waitlist.beforePassed")] });
      if (outcome.reason === "not_offered") return validationError(c, { doctor_id: [serverMessage(lang, "waitlist.notOffered")] });
      if (outcome.reason === "exists") return c.json({ message: serverMessage(lang, "waitlist.exists"), code: WAITLIST_EXISTS_CODE }, 409);
      const message = serverMessage(lang, "waitlist.limit", { max: MAX_ACTIVE_ALERTS });
      return c.json({ message, code: WAITLIST_LIMIT_CODE, errors: { doctor_id: [message] } }, 422);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/waitlist",
      ...secured(tag),
      summary: "The signed-in patient's running alerts, newest first (alerts whose moment passed end by themselves)",
      responses: { 200: json(z.object({ data: z.array(WaitlistAlertSchema) }), "Alerts"), 401: errorResponses[401], 429: tooMany },
    }),
    async (c) => {
      const user = userOf(c);
      const refused = await limited(c, WAITLIST_LIMITS.readsPerUser, String(user.id));
      if (refused) return refused;
      c.header("Cache-Control", PRIVATE);
      return c.json({ data: await listAlerts(db, c.get("lang"), user) }, 200);
    },
  );

  app.openapi(
    stopRoute("delete", "/api/waitlist/{id}", "Stops one of the patient's alerts (again: the same answer); another patient's is 404", WaitlistAlertIdParamSchema),
    async (c) => {
      const user = userOf(c);
      const refused = await limited(c, WAITLIST_LIMITS.writesPerUser, String(user.id));
      if (refused) return refused;
      return stopped(c, await stopAlert(db, c.get("lang"), user, c.req.valid("param").id));
    },
  );

  app.openapi(
    stopRoute(
      "post",
      "/api/waitlist/stop/{token}",
      "Stops the alert a message's stop link names (the app token is enough: the link's token is the proof)",
      WaitlistTokenParamSchema,
    ),
    async (c) => {
      const refused = await limited(c, WAITLIST_LIMITS.linksPerIp, clientIp(c));
      if (refused) return refused;
      return stopped(c, await stopAlertByToken(db, c.get("lang"), c.req.valid("param").token));
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/waitlist/offers/{token}/hold",
      ...secured(tag),
      summary:
        "Opens an offer's link: the first opening holds the offered time for the patient as any hold does (opening again shows it while it lasts); 410 when someone took it first or it passed",
      request: { params: WaitlistTokenParamSchema },
      responses: {
        200: json(dataOf(WaitlistHeldSchema), "Held: the hold, and the later appointment it can replace"),
        401: errorResponses[401],
        404: notFound,
        409: json(BookingConflictSchema, "`code: patient_overlap`: the time overlaps another of the patient's appointments"),
        410: json(CodedErrorSchema, `\`code: ${OFFER_GONE_CODE}\`: the time is someone else's now, or has passed`),
        422: errorResponses[422],
        429: tooMany,
      },
    }),
    async (c) => {
      const user = userOf(c);
      const lang = c.get("lang");
      // The same budget as holds from the times, and one for the links of this address.
      const verdict = await hitAll(db, [
        [WAITLIST_LIMITS.linksPerIp, clientIp(c)],
        [BOOKING_LIMITS.holdsPerUser, String(user.id)],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict, "booking.tooManyHolds");
      const outcome = await openOffer(deps, lang, user, c.req.valid("param").token);
      c.header("Cache-Control", PRIVATE);
      if (outcome.kind === "held") return c.json({ data: outcome.held }, 200);
      if (outcome.kind === "not_found") return c.json({ message: "Not found" }, 404);
      if (outcome.kind === "patient_overlap") {
        const answer = patientOverlapAnswer(lang, outcome.clash);
        return c.json(answer.body as z.infer<typeof BookingConflictSchema>, 409);
      }
      return c.json({ message: serverMessage(lang, "waitlist.offerGone"), code: OFFER_GONE_CODE }, 410);
    },
  );

  return app;
}
