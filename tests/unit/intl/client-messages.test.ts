import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { CLIENT_MESSAGE_NAMESPACES, mergedPicks, pickedClientMessages, pickedMessages, siteWideClientMessages } from "@/lib/intl/client-messages";

describe("the client message subsets, built once per locale", () => {
  it("gives each locale its own catalogue's site-wide namespaces, and nothing else", () => {
    const english = siteWideClientMessages(en);
    const arabic = siteWideClientMessages(ar);
    expect(Object.keys(english)).toEqual([...CLIENT_MESSAGE_NAMESPACES]);
    expect(english.language).toBe(en.language);
    expect(arabic.language).toBe(ar.language);
    expect(arabic.errors).not.toEqual(english.errors);
    expect(Object.keys(english.errors as object)).toEqual(["errorTitle", "errorText", "statusCode", "backHome"]);
  });

  it("hands back the same object on the next request of a locale, not the other locale's", () => {
    expect(siteWideClientMessages(en)).toBe(siteWideClientMessages(en));
    expect(siteWideClientMessages(ar)).not.toBe(siteWideClientMessages(en));
  });

  it("adds the picked keys or whole namespaces of the locale asked for, once per pick", () => {
    const pick = { auth: ["signInTitle", "noSuchKey"], faq: "all" } as const;
    const arabic = pickedClientMessages(ar, pick);
    expect(arabic.auth).toEqual({ signInTitle: ar.auth.signInTitle });
    expect(arabic.faq).toBe(ar.faq);
    expect(arabic.errors).toBe(siteWideClientMessages(ar).errors);
    expect(pickedClientMessages(ar, { auth: ["signInTitle", "noSuchKey"], faq: "all" })).toBe(arabic);
    expect(pickedClientMessages(en, pick).auth).toEqual({ signInTitle: en.auth.signInTitle });
    expect(pickedClientMessages(ar, { auth: "all" })).not.toBe(arabic);
  });

  it("picks the keys of a sub-namespace where the catalogue has them, and only them when asked for only a pick", () => {
    const pick = { "doctors.filters": ["heading", "noSuchKey"], navigation: ["loading"] } as const;
    const only = pickedMessages(en, pick);
    expect(only).toEqual({ doctors: { filters: { heading: en.doctors.filters.heading } }, navigation: { loading: en.navigation.loading } });
    expect(pickedMessages(en, { "doctors.filters": ["heading", "noSuchKey"], navigation: ["loading"] })).toBe(only);
    expect(pickedMessages(ar, pick)).toEqual({ doctors: { filters: { heading: ar.doctors.filters.heading } }, navigation: { loading: ar.navigation.loading } });
    const withSiteWide = pickedClientMessages(en, { "doctors.filters": ["heading"], navigation: ["loading"] });
    expect(withSiteWide.navigation).toEqual({ loading: en.navigation.loading });
    expect(withSiteWide.errors).toBe(siteWideClientMessages(en).errors);
    // The site-wide subset it started from is left as it was.
    expect(siteWideClientMessages(en).navigation).toBe(en.navigation);
  });
});

describe("picks merged into one", () => {
  it("names each key once per namespace, and a namespace one pick sends whole goes whole", () => {
    expect(mergedPicks({ content: ["readMore", "phone"], doctors: ["slots"] }, { content: ["readMore", "publishedOn"], lists: "all" }, { lists: ["loadMore"], doctors: "all" })).toEqual({
      content: ["readMore", "phone", "publishedOn"],
      doctors: "all",
      lists: "all",
    });
  });
});
