import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { onInvalidation } from "../platform/invalidation";
import { type DoctorFilters, listDoctors } from "./queries";
import type { Window } from "../db/paging";

/**
 * Pages of the doctor list as last read, per process and per database, for DOCTOR_LIST_TTL_MS, or
 * until a `content` change is announced (platform/invalidation.ts; every process hears it).
 * Doctor lists are the busiest read of the site and their rows change only when the content is
 * edited (nothing in the backend writes doctors; the seed and the CMS do), while reading one page
 * costs PGlite a plan and five joins on the event loop. The next slots that go with each page are
 * never kept here (availability.ts and next-slots-cache.ts decide those), so a hold still shows on
 * the very next list.
 *
 * A search by name is not kept: its keys are whatever visitors type, and identical concurrent
 * searches already share one answer (response-cache.ts). At most MAX_PAGES pages are kept; the
 * oldest goes first.
 */
export const DOCTOR_LIST_TTL_MS = 10_000;
const MAX_PAGES = 500;

type Page = Awaited<ReturnType<typeof listDoctors>>;

interface Kept {
  page: Promise<Page>;
  loadedAt: number;
}

const stores = new WeakMap<Db, Map<string, Kept>>();

function storeOf(db: Db) {
  let store = stores.get(db);
  if (!store) {
    const pages = new Map<string, Kept>();
    store = pages;
    stores.set(db, pages);
    onInvalidation(db, "content", () => pages.clear());
  }
  return store;
}

/** Every given filter by name (a filter added later is part of the key without a change here). */
function keyOf(lang: Lang, f: DoctorFilters, w: Window) {
  const given = Object.entries(f)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([lang, w.offset, w.limit, given]);
}

export function cachedDoctorList(db: Db, lang: Lang, f: DoctorFilters, w: Window, nowMs = Date.now()): Promise<Page> {
  if (f.name !== undefined || f.q !== undefined) return listDoctors(db, lang, f, w);
  const store = storeOf(db);
  const key = keyOf(lang, f, w);
  const entry = store.get(key);
  if (entry && nowMs - entry.loadedAt < DOCTOR_LIST_TTL_MS) return entry.page;
  const page = listDoctors(db, lang, f, w);
  store.delete(key);
  store.set(key, { page, loadedAt: nowMs });
  if (store.size > MAX_PAGES) store.delete(store.keys().next().value as string);
  // A failed read is not kept: the next reader asks the database again.
  page.catch(() => {
    if (store.get(key)?.page === page) store.delete(key);
  });
  return page;
}
