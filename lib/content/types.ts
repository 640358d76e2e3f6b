import type { CmsItem } from "@/lib/api/cms-item";
import type { ContentKind } from "./kinds";

/** Our camelCase shapes of the content kinds (lib/api/content.ts maps the wire JSON into them). */
type ItemBase = CmsItem & {
  order: number;
  createdAt: string;
  updatedAt: string;
};

export type ClinicItem = ItemBase & {
  kind: "clinics" | "oncologies";
  phone: string;
  location: string;
  workingHours: string;
  speciality: { id: number; name: string } | null;
};

export type EventItem = ItemBase & {
  kind: "events";
  startsAt: string;
  endsAt: string;
  timeZone: string;
  location: string;
};

export type NewsItem = ItemBase & { kind: "news"; publishedAt: string };

export type SimpleItem = ItemBase & { kind: "services" | "entertainmentServices" | "homecare" | "eclubs" };

export type ContentItem = ClinicItem | EventItem | NewsItem | SimpleItem;
export type ItemOf<K extends ContentKind> = K extends ClinicItem["kind"]
  ? ClinicItem
  : K extends "events"
    ? EventItem
    : K extends "news"
      ? NewsItem
      : SimpleItem;

export type PageInfo = { total: number; perPage: number; current: number; last: number };
export type ContentPage<T = ContentItem> = { items: T[]; page: PageInfo };
