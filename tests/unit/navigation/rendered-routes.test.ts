import { describe, expect, it } from "vitest";
import { CONTENT_KINDS, KINDS } from "@/lib/content/kinds";
import { renderedRoute } from "@/lib/navigation/rendered-routes";

const route = (path: string, query = "") => renderedRoute(path, new URLSearchParams(query));

describe("which route renders a public URL", () => {
  it("sends ?page=2…9999 of every list to its cached page route, and leaves page 1 and anything else on the list", () => {
    for (const kind of CONTENT_KINDS) {
      const list = `/ar${KINDS[kind].listPath}`;
      expect(route(list, "page=2"), kind).toEqual({ pathname: `${list}/page/2`, perRequest: false });
    }
    expect(route("/en/categories/heart", "page=12").pathname).toBe("/en/categories/heart/page/12");
    expect(route("/en/tags/diabetes", "page=9999").pathname).toBe("/en/tags/diabetes/page/9999");
    expect(route("/en/blog", "page=1&page=3").pathname).toBe("/en/blog/page/3");
    for (const page of ["1", "0", "01", "x", "-2", "10000", ""]) expect(route("/en/news", `page=${page}`).pathname, page).toBe("/en/news");
    expect(route("/en/doctor/x", "page=2").pathname).toBe("/en/doctor/x");
  });

  it("sends an offer filter set to its cached route and a search to the per-request one", () => {
    expect(route("/ar/offers")).toEqual({ pathname: "/ar/offers", perRequest: false });
    expect(route("/ar/offers", "category=5,6")).toEqual({ pathname: "/ar/offers/filter/5,6/-/-", perRequest: false });
    expect(route("/en/offers", "sort=price-desc").pathname).toBe("/en/offers/filter/-/price-desc/-");
    expect(route("/en/offers", "page=2").pathname).toBe("/en/offers/filter/-/-/2");
    expect(route("/en/offers", "category=6&sort=bookings-asc&page=3").pathname).toBe("/en/offers/filter/6/bookings-asc/3");
    expect(route("/en/offers", "category=a/b").pathname).toBe("/en/offers/filter/a%2Fb/-/-");
    expect(route("/en/offers", "search=laser&category=6")).toEqual({ pathname: "/en/offers/query", perRequest: true });
    // An empty value counts as absent, as it did in Next's rewrites.
    expect(route("/en/offers", "search=&sort=").pathname).toBe("/en/offers");
  });

  it("sends a doctor search by ids or by availability to its cached route and one by name to the per-request route", () => {
    expect(route("/en/doctors")).toEqual({ pathname: "/en/doctors/f/all", perRequest: false });
    expect(route("/ar/doctors", "branch=2&gender=1")).toEqual({ pathname: "/ar/doctors/f/branch-2_gender-1", perRequest: false });
    expect(route("/ar/doctors", "name=ali")).toEqual({ pathname: "/ar/doctors/search", perRequest: true });
    expect(route("/ar/doctors", "branch=2&page=51")).toEqual({ pathname: "/ar/doctors/search", perRequest: true });
    // Ranked by availability: a first page cached for seconds, a page of a named ranking while it lasts.
    expect(route("/en/doctors", "sort=soonest")).toEqual({ pathname: "/en/doctors/ranked/sort-soonest", perRequest: false });
    expect(route("/ar/doctors", "specialty=7")).toEqual({ pathname: "/ar/doctors/ranked/specialty-7", perRequest: false });
    expect(route("/en/doctors", "sort=soonest&page=2&rank=abcdefgh12")).toEqual({
      pathname: "/en/doctors/ranked/sort-soonest_page-2/abcdefgh12",
      perRequest: false,
    });
    // Not shaped like a ranking id: the list's first page, never a cache key of its own.
    expect(route("/en/doctors", "available=today&page=2&rank=a/b")).toEqual({ pathname: "/en/doctors/ranked/available-today_page-2", perRequest: false });
    // Ranked and searched by name: per request.
    expect(route("/en/doctors", "sort=soonest&name=ali&rank=abcdefgh12")).toEqual({ pathname: "/en/doctors/search", perRequest: true });
  });

  it("names the routes rendered for each request, and no cached one", () => {
    for (const path of ["/en/profile", "/ar/sign-in", "/en/search", "/en/paymentResponse", "/en/paymentResponse/a/b", "/en/waitlist/stop/t", "/ar/survey"]) {
      expect(route(path), path).toEqual({ pathname: path, perRequest: true });
    }
    for (const path of ["/en", "/en/clinics", "/en/sign-up", "/en/otp", "/en/doctor/x", "/en/profile/x", "/en/search/x", "/en/landing-page/x", "/ar/landing-page/x/thankyou-page"]) {
      expect(route(path).perRequest, path).toBe(false);
    }
  });
});
