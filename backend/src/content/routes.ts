import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { SlugParamSchema, dataOf, listOf } from "@/lib/contract/common";
import {
  ClinicSchema,
  ContentItemSchema,
  EventSchema,
  EventsQuerySchema,
  NewsQuerySchema,
  NewsSchema,
  SearchableListQuerySchema,
  SortedListQuerySchema,
} from "@/lib/contract/content";
import type { Lang } from "@/lib/contract/common";
import type { ContentKind } from "../db/schema";
import type { Deps } from "../http/context";
import { notFound } from "../http/context";
import { errorResponses, json, notFoundResponse, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { type ContentListQuery, contentBySlug, listContent, toClinic, toContentItem, toEvent, toNews } from "./queries";
import { PER_PAGE, pageWindow, pagingMeta } from "../db/paging";

type Mapper = (row: NonNullable<Awaited<ReturnType<typeof contentBySlug>>>, lang: Lang) => unknown;

interface Kind {
  kind: ContentKind;
  /** List path; the detail is `{path}/{slug}`. Aliases get the same two routes. */
  paths: string[];
  query: z.ZodObject;
  item: z.ZodType;
  map: Mapper;
  perPage: number;
  name: string;
}

const KINDS: Kind[] = [
  { kind: "clinic", paths: ["/api/clinics"], query: SearchableListQuerySchema, item: ClinicSchema, map: toClinic, perPage: PER_PAGE.clinics, name: "clinics" },
  { kind: "oncology", paths: ["/api/oncologies"], query: SearchableListQuerySchema, item: ClinicSchema, map: toClinic, perPage: PER_PAGE.oncologies, name: "oncology centres" },
  { kind: "service", paths: ["/api/services", "/api/service"], query: SortedListQuerySchema, item: ContentItemSchema, map: toContentItem, perPage: PER_PAGE.services, name: "services" },
  { kind: "entertainment_service", paths: ["/api/entertainment_services"], query: SortedListQuerySchema, item: ContentItemSchema, map: toContentItem, perPage: PER_PAGE.entertainment_services, name: "entertainment services" },
  { kind: "news", paths: ["/api/news"], query: NewsQuerySchema, item: NewsSchema, map: toNews, perPage: PER_PAGE.news, name: "news" },
  { kind: "homecare", paths: ["/api/homecare"], query: SortedListQuerySchema, item: ContentItemSchema, map: toContentItem, perPage: PER_PAGE.homecare, name: "home-care services" },
  { kind: "eclub", paths: ["/api/eclubs"], query: SortedListQuerySchema, item: ContentItemSchema, map: toContentItem, perPage: PER_PAGE.eclubs, name: "e-clubs" },
  { kind: "event", paths: ["/api/events"], query: EventsQuerySchema, item: EventSchema, map: toEvent, perPage: PER_PAGE.events, name: "events" },
];

/**
 * The routes below are generic over the kind, so their response types are unions the checker
 * cannot narrow (hence `as never`); the contract tests parse every response with its schema.
 */
export function contentRoutes({ db }: Deps) {
  const app = newRouter();

  for (const k of KINDS) {
    for (const path of k.paths) {
      app.openapi(
        createRoute({
          method: "get",
          path,
          ...secured("Content"),
          summary: `List ${k.name} (default ${k.perPage} per page, ascending by order)`,
          request: { query: k.query },
          responses: { 200: json(listOf(k.item), `A page of ${k.name}`), ...errorResponses },
        }),
        async (c) => {
          const q = c.req.valid("query") as ContentListQuery & { limit?: number; page?: number; skip?: number };
          const w = pageWindow(q, k.perPage);
          const lang = c.get("lang");
          const { rows, total } = await listContent(db, k.kind, lang, c.get("bu").id, q, w);
          return c.json({ data: rows.map((r) => k.map(r, lang)), meta: pagingMeta(total, w) } as never, 200);
        },
      );
      app.openapi(
        createRoute({
          method: "get",
          path: `${path}/{slug}`,
          ...secured("Content"),
          summary: `One of the ${k.name}, by Arabic or English slug`,
          request: { params: SlugParamSchema },
          responses: { 200: json(dataOf(k.item), "The item"), ...errorResponses, ...notFoundResponse },
        }),
        async (c) => {
          const row = await contentBySlug(db, k.kind, c.get("bu").id, c.req.valid("param").slug);
          return row ? c.json({ data: k.map(row, c.get("lang")) } as never, 200) : notFound(c);
        },
      );
    }
  }
  return app;
}
