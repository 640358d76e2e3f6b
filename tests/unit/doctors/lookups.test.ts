// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

// Route handlers import the server-only API client; in Vitest there is no server/client split.
vi.mock("server-only", () => ({}));
import { LOOKUP_PATHS, lookupUrl } from "@/lib/doctors/lookup-urls";
import { DoctorFiltersLookupSchema, DoctorNameLookupSchema, parseLookup, SpecialityLookupSchema, SubSpecialityLookupSchema } from "@/lib/doctors/lookups";

const query = (url: string) => new URL(url, "http://localhost").searchParams;

describe("doctor lookup queries", () => {
  it("builds a URL the route reads back as the same lookup, leaving out empty values", () => {
    const url = lookupUrl(LOOKUP_PATHS.specialities, { lang: "ar", branch: null, name: "  قلب ", limit: 10 });
    expect(url).toBe(`${LOOKUP_PATHS.specialities}?lang=ar&name=++%D9%82%D9%84%D8%A8+&limit=10`);
    expect(parseLookup(SpecialityLookupSchema, query(url))).toEqual({ lang: "ar", name: "قلب", limit: 10 });
    const withBranch = lookupUrl(LOOKUP_PATHS.specialities, { lang: "en", branch: 3, limit: 20 });
    expect(parseLookup(SpecialityLookupSchema, query(withBranch))).toEqual({ lang: "en", branch: 3, limit: 20 });
  });

  it("refuses what the server must not pass on", () => {
    expect(parseLookup(DoctorNameLookupSchema, query("?lang=en&name=%20%20"))).toBeNull();
    expect(parseLookup(DoctorNameLookupSchema, query(`?lang=en&name=${"a".repeat(81)}`))).toBeNull();
    expect(parseLookup(DoctorNameLookupSchema, query("?lang=fr&name=Amal"))).toBeNull();
    expect(parseLookup(SpecialityLookupSchema, query("?lang=en&limit=101"))).toBeNull();
    expect(parseLookup(SpecialityLookupSchema, query("?lang=en&limit=10&branch=0"))).toBeNull();
    expect(parseLookup(SubSpecialityLookupSchema, query("?lang=ar&speciality=abc"))).toBeNull();
    expect(parseLookup(SubSpecialityLookupSchema, query("?lang=ar&speciality=7"))).toEqual({ lang: "ar", speciality: 7 });
    expect(parseLookup(DoctorFiltersLookupSchema, query("?lang=en&branch=0"))).toBeNull();
    expect(parseLookup(DoctorFiltersLookupSchema, query(lookupUrl(LOOKUP_PATHS.doctorFilters, { lang: "ar", branch: null })))).toEqual({ lang: "ar" });
  });
});

describe("doctor lookup routes", () => {
  const routes = [
    ["doctor names", () => import("@/app/api/lookups/doctor-names/route"), "?lang=en"],
    ["specialities", () => import("@/app/api/lookups/specialities/route"), "?lang=en&limit=0"],
    ["sub-specialities", () => import("@/app/api/lookups/sub-specialities/route"), "?lang=en&speciality=-1"],
  ] as const;

  for (const [name, load, bad] of routes) {
    it(`${name}: an invalid query is a 422 and never reaches the backend`, async () => {
      const backend = vi.fn(async () => Response.json({}));
      vi.stubGlobal("fetch", backend);
      const { GET } = await load();
      const response = await GET(new NextRequest(`http://localhost/api/lookups/x${bad}`));
      vi.unstubAllGlobals();
      expect(response.status).toBe(422);
      expect(backend).not.toHaveBeenCalled();
      expect(await response.json()).toEqual({ message: "The given data was invalid." });
    });
  }
});
