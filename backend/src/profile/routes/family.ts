import { createRoute, z } from "@hono/zod-openapi";
import { IdParamSchema, MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import {
  FAMILY_LIMIT_CODE,
  FAMILY_MEMBER_BOOKED_CODE,
  FAMILY_MEMBERS_MAX,
  FamilyConflictSchema,
  FamilyMemberRequestSchema,
  FamilyMemberResponseSchema,
  FamilyMembersResponseSchema,
} from "@/lib/contract/family";
import { addFamilyMember, listFamily, ownFamilyMember, removeFamilyMember, updateFamilyMember } from "../family";
import { FAMILY_WRITE_LIMIT } from "../rate-limits";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../../http/context";
import { serverMessage } from "../../http/messages";
import { errorResponses, json, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { hit, tooManyRequests } from "../../platform/rate-limit";
import { patientOf, patientOnly, removalRoute } from "./patient-only";

const tag = "Profile";
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const tooMany = json(MessageSchema, "Too many changes; `Retry-After` says when to try again");
const fieldErrors = json(ValidationErrorSchema, "Invalid member; `errors` names the field");
const notFound = json(MessageSchema, "No such member of this account (another account's member is answered the same)");

/**
 * The signed-in patient's family members, whom they may book for (user token only; a client token
 * is 401). Registered under /api/profile, which the response cache never holds.
 */
export function familyRoutes(deps: Deps) {
  const { db } = deps;
  const app = newRouter();
  // Every change, sound or not, counts against the patient's changes before its body is read.
  const writeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const verdict = await hit(db, FAMILY_WRITE_LIMIT, `user:${patientOf(c).id}`);
    if (!verdict.allowed) return tooManyRequests(c, verdict);
    await next();
  };
  // The pattern covers /api/profile/family itself too: each middleware runs once a request.
  app.use("/api/profile/family/*", patientOnly, writeLimit);

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/profile/family",
      ...secured(tag),
      summary: "The patient's family members, in the order they were added",
      responses: { 200: json(FamilyMembersResponseSchema, "The members, and how many the account may keep"), 401: errorResponses[401] },
    }),
    async (c) => c.json({ data: await listFamily(db, patientOf(c).id), meta: { max: FAMILY_MEMBERS_MAX } }, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/profile/family",
      ...secured(tag),
      summary: `Adds a family member (at most ${FAMILY_MEMBERS_MAX} per account)`,
      request: body(FamilyMemberRequestSchema),
      responses: {
        201: json(FamilyMemberResponseSchema, "Added"),
        401: errorResponses[401],
        409: json(FamilyConflictSchema, `The account already keeps ${FAMILY_MEMBERS_MAX} members (\`code: ${FAMILY_LIMIT_CODE}\`)`),
        422: fieldErrors,
        429: tooMany,
      },
    }),
    async (c) => {
      const userId = patientOf(c).id;
      const lang = c.get("lang");
      const added = await addFamilyMember(db, userId, c.req.valid("json"));
      if (added === "full") {
        return c.json({ message: serverMessage(lang, "profile.familyLimit", { max: FAMILY_MEMBERS_MAX }), code: FAMILY_LIMIT_CODE }, 409);
      }
      return c.json({ data: added, message: serverMessage(lang, "profile.familyAdded") }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/profile/family/{id}",
      ...secured(tag),
      summary: "Saves the whole member; upcoming appointments keep the name they were booked with",
      request: { params: IdParamSchema, ...body(FamilyMemberRequestSchema) },
      responses: {
        200: json(FamilyMemberResponseSchema, "Saved"),
        401: errorResponses[401],
        404: notFound,
        422: fieldErrors,
        429: tooMany,
      },
    }),
    async (c) => {
      const userId = patientOf(c).id;
      const lang = c.get("lang");
      const saved = await updateFamilyMember(db, userId, c.req.valid("param").id, c.req.valid("json"));
      if (!saved) return c.json({ message: serverMessage(lang, "profile.familyNotFound") }, 404);
      return c.json({ data: saved, message: serverMessage(lang, "profile.familyUpdated") }, 200);
    },
  );

  app.openapi(
    removalRoute("/api/profile/family/{id}", "Removes a family member who has no upcoming appointment; past appointments keep the name", {
      404: notFound,
      409: json(FamilyConflictSchema, `The member has an upcoming appointment to cancel first (\`code: ${FAMILY_MEMBER_BOOKED_CODE}\`)`),
      429: tooMany,
    }),
    async (c) => {
      const userId = patientOf(c).id;
      const lang = c.get("lang");
      const id = c.req.valid("param").id;
      const member = await ownFamilyMember(db, userId, id);
      const outcome = member ? await removeFamilyMember(db, userId, id) : "missing";
      if (outcome === "missing") return c.json({ message: serverMessage(lang, "profile.familyNotFound") }, 404);
      if (outcome === "booked") {
        return c.json({ message: serverMessage(lang, "profile.familyMemberBooked", { name: member!.fullName }), code: FAMILY_MEMBER_BOOKED_CODE }, 409);
      }
      return c.json({ message: serverMessage(lang, "profile.familyRemoved") }, 200);
    },
  );

  return app;
}
