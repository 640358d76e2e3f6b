import { describe, expect, it } from "vitest";
import {
  ALWAYS_ACTIVE_PAGES,
  computeActivePages,
  DETAIL_TO_LIST,
  FIXED_ACTIVE_PAGES,
  isReachable,
} from "@/lib/navigation/active-pages";
import { pathnames } from "@/lib/i18n/routing";

const config = {
  header: [
    { path: "/doctors", children: [{ path: "/clinics" }] },
    { path: "/offers" },
  ],
  footer: [{ path: "/contact-us" }, { path: "/FAQs" }],
  webMore: [{ path: "/news" }, { path: "/blog" }],
};

describe("computeActivePages", () => {
  const active = computeActivePages(config);

  it("collects header, footer, webMore and nested children", () => {
    for (const name of ["doctors", "clinics", "offers", "contact-us", "FAQs", "news", "blog"]) {
      expect(active.has(name), name).toBe(true);
    }
  });

  it("adds SPEC §2's fixed names and the profile/login rule", () => {
    for (const name of [...FIXED_ACTIVE_PAGES, ...ALWAYS_ACTIVE_PAGES]) expect(active.has(name)).toBe(true);
    // SPEC §2's thirteen, the answer page of the forms sent without JavaScript, and the earlier-slot alert's links.
    expect(FIXED_ACTIVE_PAGES).toHaveLength(15);
  });

  it("tolerates missing lists", () => {
    expect(computeActivePages({ header: null }).has("sign-in")).toBe(true);
  });
});

describe("isReachable", () => {
  const active = computeActivePages(config);

  it("lets active pages through in both locales", () => {
    expect(isReachable("/en/offers", active)).toBe(true);
    expect(isReachable(encodeURI("/العروض"), active)).toBe(true);
    expect(isReachable("/en/contact-us", active)).toBe(true);
    expect(isReachable("/en/sign-in", active)).toBe(true);
    expect(isReachable("/survey/women/x/1", active)).toBe(true);
    expect(isReachable("/en/landing-page/summer/thankyou-page", active)).toBe(true);
  });

  it("blocks pages missing from the configuration", () => {
    expect(isReachable("/en/eclubs", active)).toBe(false);
    expect(isReachable(encodeURI("/الأندية"), active)).toBe(false);
    expect(isReachable("/en/homecare", active)).toBe(false);
    expect(isReachable("/en/homecare/nursing", active)).toBe(false);
    expect(isReachable("/en/eclub/runners", active)).toBe(false);
  });

  it("opens detail pages whose list page is active", () => {
    expect(isReachable("/en/doctor/dr-ahmed", active)).toBe(true);
    expect(isReachable("/clinic/x", active)).toBe(true);
    expect(isReachable("/en/offer/checkup", active)).toBe(true);
    expect(isReachable("/en/news/opening", active)).toBe(true);
    expect(isReachable("/en/tags/heart", active)).toBe(true);
    expect(isReachable("/en/oncology/center", active)).toBe(false);
  });

  it("always opens home, the article catch-all, profile, login and unknown paths", () => {
    const none = computeActivePages({});
    expect(isReachable("/", none)).toBe(true);
    expect(isReachable("/en", none)).toBe(true);
    expect(isReachable("/an-article", none)).toBe(true);
    expect(isReachable("/en/profile", none)).toBe(true);
    expect(isReachable("/login", none)).toBe(true);
    expect(isReachable("/en/no/such/route", none)).toBe(true);
  });

  it("maps every detail route to a list route that exists", () => {
    const routeNames = new Set(Object.keys(pathnames).map((key) => key.split("/")[1]));
    for (const [detail, list] of Object.entries(DETAIL_TO_LIST)) {
      expect(routeNames.has(detail), detail).toBe(true);
      expect(routeNames.has(list) || FIXED_ACTIVE_PAGES.includes(list as never), list).toBe(true);
    }
  });
});
