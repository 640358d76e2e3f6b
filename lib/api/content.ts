import "server-only";
import { cache } from "react";
import { z } from "zod";
import {
  ClinicSchema,
  ContentItemSchema,
  EventSchema,
  NewsSchema,
  PagingMetaSchema,
  dataOf,
  type Clinic as WireClinic,
  type ContentItem as WireItem,
  type Event as WireEvent,
  type News as WireNews,
} from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import { KINDS, type ContentKind } from "@/lib/content/kinds";
import { listQuery, toPageInfo } from "@/lib/content/paging";
import type { ContentItem, ContentPage, ItemOf } from "@/lib/content/types";
import { apiGet } from "./client";
import { toCmsItem } from "./cms-item";

/**
 * Content kinds of SPEC §7 (clinics, oncologies, services, entertainment services, events,
 * homecare, news, e-clubs): one fetcher per list and detail, mapping the wire JSON once.
 * Cached in Next's data cache under the kind's tag (lib/api/cache-tags.ts).
 */

const WIRE_SCHEMAS = {
  clinics: ClinicSchema,
  oncologies: ClinicSchema,
  services: ContentItemSchema,
  entertainmentServices: ContentItemSchema,
  events: EventSchema,
  homecare: ContentItemSchema,
  news: NewsSchema,
  eclubs: ContentItemSchema,
} satisfies Record<ContentKind, z.ZodType>;

type WireOf<K extends ContentKind> = z.infer<(typeof WIRE_SCHEMAS)[K]>;

function base(item: WireItem, locale: Locale) {
  return {
    ...toCmsItem(item, locale),
    order: item.order,
    createdAt: item.created_at,
    updatedAt: item.updated_at,
  };
}

/** Wire item → our item of that kind. */
export function toContentItem<K extends ContentKind>(kind: K, wire: WireOf<K>, locale: Locale): ItemOf<K>;
export function toContentItem(kind: ContentKind, wire: WireItem, locale: Locale): ContentItem {
  switch (kind) {
    case "clinics":
    case "oncologies": {
      const clinic = wire as WireClinic;
      return {
        ...base(clinic, locale),
        kind,
        phone: clinic.phone,
        location: clinic.location,
        workingHours: clinic.working_hours,
        speciality: clinic.speciality,
      };
    }
    case "events": {
      const event = wire as WireEvent;
      return {
        ...base(event, locale),
        kind,
        startsAt: event.starts_at,
        endsAt: event.ends_at,
        timeZone: event.time_zone,
        location: event.location,
      };
    }
    case "news":
      return { ...base(wire, locale), kind, publishedAt: (wire as WireNews).published_at };
    default:
      return { ...base(wire, locale), kind };
  }
}

export function toContentPage<K extends ContentKind>(
  kind: K,
  body: { data: WireOf<K>[]; meta: z.infer<typeof PagingMetaSchema> },
  locale: Locale,
): ContentPage<ItemOf<K>> {
  return { items: body.data.map((item) => toContentItem(kind, item, locale)), page: toPageInfo(body.meta) };
}

const listSchemas = new Map<ContentKind, z.ZodType>();
function listSchema(kind: ContentKind) {
  let schema = listSchemas.get(kind);
  if (!schema) {
    schema = z.object({ data: z.array(WIRE_SCHEMAS[kind]), meta: PagingMetaSchema });
    listSchemas.set(kind, schema);
  }
  return schema as z.ZodType<{ data: WireItem[]; meta: z.infer<typeof PagingMetaSchema> }>;
}

/** One page of a kind (limit and sort per SPEC §9); clinics and oncology take a name search. */
export const getContentPage = cache(
  async <K extends ContentKind>(kind: K, locale: Locale, page = 1, search?: string): Promise<ContentPage<ItemOf<K>>> => {
    const body = await apiGet(KINDS[kind].endpoint, {
      locale,
      query: listQuery(kind, page, search),
      schema: listSchema(kind),
      tags: [KINDS[kind].tag],
    });
    return toContentPage(kind, body as { data: WireOf<K>[]; meta: z.infer<typeof PagingMetaSchema> }, locale);
  },
);

/** One item by its slug in either language (the backend accepts both). 404 → ApiError 404. */
export const getContentItem = cache(async <K extends ContentKind>(kind: K, slug: string, locale: Locale): Promise<ItemOf<K>> => {
  const body = await apiGet(`${KINDS[kind].endpoint}/${encodeURIComponent(slug)}`, {
    locale,
    schema: dataOf(WIRE_SCHEMAS[kind]) as z.ZodType<{ data: WireItem }>,
    tags: [KINDS[kind].tag],
  });
  return toContentItem(kind, body.data as WireOf<K>, locale);
});
