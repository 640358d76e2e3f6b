import type { ClinicItem, ContentItem, EventItem, NewsItem, SimpleItem } from "./types";

type CardFields = "id" | "slug" | "title" | "excerpt" | "image";

/**
 * What a content card shows, and what a detail's fallback reads back (detail-fallback.tsx): the
 * item without its body, order, record dates and other language's slug, which a list's payload need
 * not carry (a list and the details it leads to are in one language, so the fallback finds an item
 * by the slug the card links with).
 */
export type ContentCardItem =
  | Pick<ClinicItem, CardFields | "kind" | "phone" | "speciality">
  | Pick<EventItem, CardFields | "kind" | "startsAt" | "endsAt" | "timeZone" | "location">
  | Pick<NewsItem, CardFields | "kind" | "publishedAt">
  | Pick<SimpleItem, CardFields | "kind">;

export function toContentCardItem(item: ContentItem): ContentCardItem {
  const { id, slug, title, excerpt, image } = item;
  const card = { id, slug, title, excerpt, image };
  switch (item.kind) {
    case "clinics":
    case "oncologies":
      return { ...card, kind: item.kind, phone: item.phone, speciality: item.speciality };
    case "events":
      return { ...card, kind: item.kind, startsAt: item.startsAt, endsAt: item.endsAt, timeZone: item.timeZone, location: item.location };
    case "news":
      return { ...card, kind: item.kind, publishedAt: item.publishedAt };
    default:
      return { ...card, kind: item.kind };
  }
}
