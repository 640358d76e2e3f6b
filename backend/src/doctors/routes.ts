import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { IdNameSchema, IdParamSchema, SlugParamSchema, arrayOf, dataOf, listOf } from "@/lib/contract/common";
import {
  BranchSchema,
  BranchesQuerySchema,
  DoctorSchema,
  DoctorsQuerySchema,
  RelatedDoctorsQuerySchema,
  SpecialityQuerySchema,
} from "@/lib/contract/broker";
import { DoctorListSchema, NEXT_SLOTS_PER_DOCTOR, NextSlotsQuerySchema, NextSlotsSchema } from "@/lib/contract/booking";
import type { Deps } from "../http/context";
import { notFound } from "../http/context";
import { errorResponses, json, notFoundResponse, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { cachedDoctorList } from "./list-cache";
import type { DoctorTimes } from "./times-port";
import { doctorBySlug, relatedDoctors } from "./queries";
import { PER_PAGE, pageWindow, pagingMeta } from "../db/paging";
import { branchList, genderList, specialityList, subSpecialityList, supervisorLevelList } from "./reference-queries";

const tag = "Doctors";

/** The doctor routes; `doctorTimes` is booking's free times, handed in by app.ts. */
export function brokerRoutes({ db }: Deps, doctorTimes: DoctorTimes) {
  const app = newRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/doctors",
      ...secured(tag),
      summary: "Doctor search (all filters combine with AND; `name` is accent/diacritic-insensitive)",
      request: { query: DoctorsQuerySchema },
      responses: { 200: json(DoctorListSchema, "A page of doctors, each with its next free slots (and, ranked by availability, the ranking read)"), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const w = pageWindow(q, PER_PAGE.doctors);
      const { items, total, ranking } =
        q.sort_key === "soonest" || q.available
          ? await doctorTimes.rankedPage(c.get("lang"), q, w)
          : { ...(await cachedDoctorList(db, c.get("lang"), q, w)), ranking: undefined };
      const next = await doctorTimes.cardSlots(items.map((d) => d.id));
      const data = items.map((d) => ({ ...d, next_slots: next.get(d.id) ?? [] }));
      return c.json({ data, meta: { ...pagingMeta(total, w), ...(ranking ? { ranking } : {}) } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/next_slots",
      ...secured(tag),
      summary:
        "The next free slots of several doctors at once (each doctor's first kind, any branch, the next 14 days), for the cards of one list",
      request: { query: NextSlotsQuerySchema },
      responses: { 200: json(NextSlotsSchema, "One entry per asked doctor, in the asked order"), ...errorResponses },
    }),
    async (c) => {
      const { doctor_ids: ids, limit } = c.req.valid("query");
      const next = await doctorTimes.nextSlots(ids, limit ?? NEXT_SLOTS_PER_DOCTOR);
      // Availability changes with every hold: never kept by the backend; the website caches it seconds.
      c.header("Cache-Control", "no-store");
      return c.json({ data: ids.map((id) => ({ doctor_id: id, slots: next.get(id) ?? [] })) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/doctors/{slug}",
      ...secured(tag),
      summary: "A doctor by Arabic or English slug",
      request: { params: SlugParamSchema },
      responses: { 200: json(dataOf(DoctorSchema), "The doctor"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const doctor = await doctorBySlug(db, c.get("lang"), c.req.valid("param").slug);
      return doctor ? c.json({ data: doctor }, 200) : notFound(c);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/related_doctors/{id}",
      ...secured(tag),
      summary: "Doctors of the same specialty (same branch first); limit defaults to 9",
      request: { params: IdParamSchema, query: RelatedDoctorsQuerySchema },
      responses: { 200: json(arrayOf(DoctorSchema), "Related doctors"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const limit = c.req.valid("query").limit ?? PER_PAGE.related_doctors;
      const items = await relatedDoctors(db, c.get("lang"), id, limit);
      return items ? c.json({ data: items }, 200) : notFound(c);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/branches",
      ...secured(tag),
      summary: "Branches (filter by id, name or business unit)",
      request: { query: BranchesQuerySchema },
      responses: { 200: json(arrayOf(BranchSchema), "Branches"), ...errorResponses },
    }),
    async (c) => c.json({ data: await branchList(db, c.get("lang"), c.req.valid("query")) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/specialities",
      ...secured(tag),
      summary: "Specialties, optionally those practised in a branch; default limit 10",
      request: { query: SpecialityQuerySchema },
      responses: { 200: json(listOf(IdNameSchema), "A page of specialties"), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const w = pageWindow(q, PER_PAGE.specialities);
      const { items, total } = await specialityList(db, c.get("lang"), q, w);
      return c.json({ data: items, meta: pagingMeta(total, w) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/specialities/{id}/sub_specialities",
      ...secured(tag),
      summary: "Sub-specialties of a specialty",
      request: { params: IdParamSchema },
      responses: { 200: json(arrayOf(IdNameSchema), "Sub-specialties"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const items = await subSpecialityList(db, c.get("lang"), c.req.valid("param").id);
      return items ? c.json({ data: items }, 200) : notFound(c);
    },
  );

  const reference = (path: string, summary: string, load: typeof genderList) =>
    app.openapi(
      createRoute({
        method: "get",
        path,
        ...secured(tag),
        summary,
        responses: { 200: json(z.object({ data: z.array(IdNameSchema) }), summary), ...errorResponses },
      }),
      async (c) => c.json({ data: await load(db, c.get("lang")) }, 200),
    );
  reference("/api/broker/genders", "Genders (1 male, 2 female)", genderList);
  reference(
    "/api/broker/supervisor_levels",
    "Doctor titles: professor, assistant professor, consultant, specialist",
    supervisorLevelList,
  );

  return app;
}
