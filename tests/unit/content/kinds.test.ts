import { describe, expect, it } from "vitest";
import { ALL_CACHE_TAGS, CacheTags } from "@/lib/api/cache-tags";
import { PAGED_LISTS } from "@/lib/navigation/rendered-routes";
import { CONTENT_KINDS, KINDS, type ContentKind } from "@/lib/content/kinds";
import { pathnames } from "@/lib/i18n/routing";
import { DETAIL_TO_LIST } from "@/lib/navigation/active-pages";
import { localizedPath, resolveRoute } from "@/lib/i18n/route-match";

/** What visitors and search engines have always been sent to (SPEC §2): list ar, list en, detail ar, detail en. */
const PUBLIC_PATHS: Record<ContentKind, [string, string, string, string]> = {
  clinics: ["/العيادات", "/en/clinics", "/clinic/x", "/en/clinic/x"],
  oncologies: ["/مراكز-الأورام", "/en/oncologies", "/oncology/x", "/en/oncology/x"],
  services: ["/الخدمات", "/en/services", "/services/x", "/en/service/x"],
  entertainmentServices: ["/الخدمات-الترفيهية", "/en/entertainment-services", "/entertainment-service/x", "/en/entertainment-service/x"],
  events: ["/الفعاليات", "/en/events", "/events/x", "/en/events/x"],
  homecare: ["/الرعاية-المنزلية", "/en/homecare", "/homecare/x", "/en/homecare/x"],
  news: ["/الأخبار", "/en/news", "/news/x", "/en/news/x"],
  eclubs: ["/الأندية", "/en/eclubs", "/eclub/x", "/en/eclub/x"],
};

const withSlug = (path: string) => path.replace("[slug]", "x");

describe("the content-kind table", () => {
  it("gives the routing table each kind's list and detail with their public paths", () => {
    for (const kind of CONTENT_KINDS) {
      const { listPath, detailPath } = KINDS[kind];
      const [listAr, listEn, detailAr, detailEn] = PUBLIC_PATHS[kind];
      expect(pathnames, kind).toHaveProperty([listPath]);
      expect(pathnames, kind).toHaveProperty([detailPath]);
      expect([localizedPath(listPath, "ar"), localizedPath(listPath, "en")], kind).toEqual([listAr, listEn]);
      expect([withSlug(localizedPath(detailPath, "ar")), withSlug(localizedPath(detailPath, "en"))], kind).toEqual([detailAr, detailEn]);
      for (const path of [listAr, listEn]) expect(resolveRoute(path)?.routeKey, path).toBe(listPath);
      for (const path of [detailAr, detailEn]) expect(resolveRoute(path)?.routeKey, path).toBe(detailPath);
    }
  });

  it("pages every kind's list, and gates a detail named apart from its list by that list", () => {
    for (const kind of CONTENT_KINDS) expect(PAGED_LISTS).toContain(KINDS[kind].listPath.slice(1));
    expect(DETAIL_TO_LIST).toMatchObject({
      clinic: "clinics",
      oncology: "oncologies",
      "entertainment-service": "entertainment-services",
      eclub: "eclubs",
    });
    for (const sameName of ["services", "events", "homecare", "news"]) expect(DETAIL_TO_LIST).not.toHaveProperty([sameName]);
  });

  it("names each kind's cache tag under the kind, once among all tags", () => {
    for (const kind of CONTENT_KINDS) {
      expect(CacheTags[kind]).toBe(KINDS[kind].tag);
      expect(ALL_CACHE_TAGS.filter((tag) => tag === KINDS[kind].tag), kind).toHaveLength(1);
    }
    expect(CacheTags.entertainmentServices).toBe("entertainment-services");
    expect(new Set(ALL_CACHE_TAGS).size).toBe(ALL_CACHE_TAGS.length);
  });
});
