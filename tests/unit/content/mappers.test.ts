import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { toContentItem, toContentPage } = await import("@/lib/api/content");

const base = {
  id: 7,
  slug_ar: "عيادة-القلب",
  slug_en: "cardiology-clinic",
  title: "Cardiology clinic",
  excerpt: "Heart care",
  body: "<p>Body</p>",
  image: { mobile: "clinics/7-m.webp", desktop: "clinics/7-d.webp" },
  order: 2,
  business_unit_id: 1,
  created_at: "2026-01-01T00:00:00+03:00",
  updated_at: "2026-02-01T00:00:00+03:00",
};

describe("content mappers", () => {
  it("maps a clinic with the slug of the requested language", () => {
    const wire = { ...base, phone: "+966 12 000 0000", location: "Jeddah", working_hours: "8–16", speciality: { id: 3, name: "Cardiology" } };
    expect(toContentItem("clinics", wire, "en")).toEqual({
      kind: "clinics",
      id: 7,
      slug: "cardiology-clinic",
      slugs: { ar: "عيادة-القلب", en: "cardiology-clinic" },
      title: "Cardiology clinic",
      excerpt: "Heart care",
      body: "<p>Body</p>",
      image: base.image,
      order: 2,
      createdAt: base.created_at,
      updatedAt: base.updated_at,
      phone: "+966 12 000 0000",
      location: "Jeddah",
      workingHours: "8–16",
      speciality: { id: 3, name: "Cardiology" },
    });
    expect(toContentItem("oncologies", { ...wire, speciality: null }, "ar")).toMatchObject({ kind: "oncologies", slug: "عيادة-القلب", speciality: null });
  });

  it("maps events and news with their dates", () => {
    const event = toContentItem(
      "events",
      { ...base, starts_at: "2026-11-22T09:00:00+03:00", ends_at: "2026-11-22T12:00:00+03:00", time_zone: "Asia/Riyadh", location: "Hall A" },
      "en",
    );
    expect(event).toMatchObject({ kind: "events", startsAt: "2026-11-22T09:00:00+03:00", endsAt: "2026-11-22T12:00:00+03:00", timeZone: "Asia/Riyadh", location: "Hall A" });
    expect(toContentItem("news", { ...base, published_at: "2026-03-01T10:00:00+03:00" }, "en")).toMatchObject({
      kind: "news",
      publishedAt: "2026-03-01T10:00:00+03:00",
    });
  });

  it("keeps simple kinds to the common fields and never leaks snake_case", () => {
    const item = toContentItem("services", base, "en");
    expect(item.kind).toBe("services");
    expect(Object.keys(item).some((key) => key.includes("_"))).toBe(false);
  });

  it("maps a page with its paging info", () => {
    const result = toContentPage("homecare", { data: [base], meta: { total: 4, per_page: 3, current_page: 2, last_page: 2 } }, "ar");
    expect(result.page).toEqual({ total: 4, perPage: 3, current: 2, last: 2 });
    expect(result.items[0]).toMatchObject({ kind: "homecare", slug: "عيادة-القلب" });
  });
});
