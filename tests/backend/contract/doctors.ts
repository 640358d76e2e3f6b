import { describe, expect, it } from "vitest";
import { IdNameSchema, arrayOf, dataOf, listOf } from "@/lib/contract/common";
import { BranchSchema, DoctorSchema } from "@/lib/contract/broker";
import { DoctorListItemSchema, NEXT_SLOTS_MAX_DOCTORS, NextSlotsSchema } from "@/lib/contract/booking";
import { enc } from "../helpers/client";
import { ARABIC, expectNotFound, expectQueriesRefused, expectUnauthenticated, expectValidationError, isSorted, parse } from "../helpers/expect";
import type { GetContext } from "./context";

const DoctorList = listOf(DoctorSchema);
const DoctorListWithSlots = listOf(DoctorListItemSchema);

export function doctorsContract(ctx: GetContext) {
  const doctors = async (query: string, lang = "en") =>
    parse(DoctorList, await ctx().client.call(`/api/broker/doctors${query}`, { lang }));

  describe("GET /api/broker/doctors", () => {
    it("pages 150 doctors, 12 per page by default", async () => {
      const body = await doctors("");
      expect(body.meta).toEqual({ total: 150, per_page: 12, current_page: 1, last_page: 13 });
      expect(body.data).toHaveLength(12);
      const last = await doctors("?page=13");
      expect(last.data).toHaveLength(6);
      const beyond = await doctors("?page=20");
      expect(beyond.data).toHaveLength(0);
      expect(beyond.meta.total).toBe(150);
    });
    it("carries every SPEC §3 doctor field, localized", async () => {
      const [ar] = (await doctors("?limit=1", "ar")).data;
      const [en] = (await doctors("?limit=1", "en")).data;
      expect(ar?.id).toBe(en?.id);
      expect(ar?.name).toMatch(ARABIC);
      expect(en?.name).toMatch(/^Dr\. /);
      for (const d of [ar, en]) {
        expect(d?.qualifications.length).toBeGreaterThan(1);
        expect(d?.career_path.length).toBeGreaterThan(1);
        expect(d?.services.length).toBeGreaterThan(1);
        expect(d?.sub_specialities.length).toBeGreaterThan(0);
      }
      expect(["Professor", "Assistant professor", "Consultant", "Specialist"]).toContain(en?.title.name);
    });
    it("filters by entity, branch, specialty, gender, title and sub-specialty", async () => {
      const cases: Array<[string, (d: (typeof DoctorSchema)["_zod"]["output"]) => boolean]> = [
        ["entity_id=5", (d) => d.business_unit_id === 5],
        ["branch_id=1", (d) => d.branch.id === 1],
        ["speciality_id=2", (d) => d.speciality.id === 2],
        ["gender_id=2", (d) => d.gender.id === 2],
        ["supervisor_level_id=1", (d) => d.title.id === 1],
        ["sub_speciality_id=1", (d) => d.sub_specialities.some((s) => s.id === 1)],
        ["is_home=1", (d) => d.is_home],
      ];
      for (const [query, holds] of cases) {
        const body = await doctors(`?${query}&limit=100`);
        expect(body.data.length, query).toBeGreaterThan(0);
        expect(body.data.length, query).toBeLessThan(150);
        expect(body.data.every(holds), query).toBe(true);
        expect(body.meta.total).toBe(body.data.length);
      }
    });
    it("gives a woman's title its feminine Arabic form, a man's the masculine one", async () => {
      const women = (await doctors("?gender_id=2&limit=100", "ar")).data;
      const men = (await doctors("?gender_id=1&limit=100", "ar")).data;
      const feminine = ["بروفيسورة", "أستاذة مساعدة", "استشارية", "أخصائية"];
      const masculine = ["بروفيسور", "أستاذ مساعد", "استشاري", "أخصائي"];
      expect(women.length).toBeGreaterThan(0);
      expect(women.every((d) => feminine.includes(d.title.name))).toBe(true);
      expect(men.every((d) => masculine.includes(d.title.name))).toBe(true);
    });
    it("combines three filters with AND", async () => {
      const body = await doctors("?speciality_id=1&gender_id=1&branch_id=1&limit=100");
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((d) => d.speciality.id === 1 && d.gender.id === 1 && d.branch.id === 1)).toBe(true);
    });
    it("searches names in either language, ignoring case, hamza forms and diacritics", async () => {
      const plain = await doctors(`?name=${enc("ابراهيم")}&limit=100`, "ar");
      expect(plain.data.length).toBeGreaterThan(0);
      expect(plain.data.every((d) => d.name.includes("إبراهيم"))).toBe(true);
      const voweled = await doctors(`?name=${enc("إِبْرَاهِيم")}&limit=100`, "ar");
      expect(voweled.meta.total).toBe(plain.meta.total);
      const english = await doctors("?name=IBRAHIM&limit=100");
      expect(english.meta.total).toBe(plain.meta.total);
      const none = await doctors(`?name=${enc("zzzz")}`);
      expect(none.meta.total).toBe(0);
    });
    it("sorts by name or order in both directions", async () => {
      const asc = await doctors("?sort_key=name&sort_type=asc&limit=30");
      const desc = await doctors("?sort_key=name&sort_type=desc&limit=30");
      expect(isSorted(asc.data.map((d) => d.name.toLowerCase()), "asc")).toBe(true);
      expect(asc.data[0]?.id).not.toBe(desc.data[0]?.id);
      const home = await doctors("?is_home=1&sort_key=order&sort_type=asc&limit=8");
      expect(home.data).toHaveLength(8);
      expect(isSorted(home.data.map((d) => d.order))).toBe(true);
    });
    it("422s bad paging, an unknown sort key and a non-numeric filter", async () => {
      await expectQueriesRefused(ctx().client, "/api/broker/doctors", [
        ["limit=101", "limit"],
        ["limit=0", "limit"],
        ["page=0", "page"],
        ["page=-1", "page"],
        ["sort_key=salary", "sort_key"],
        ["sort_type=up", "sort_type"],
        ["branch_id=abc", "branch_id"],
        ["is_home=yes", "is_home"],
        ["available=tomorrow", "available"],
      ]);
    });
    it("sorts by the soonest free time, doctors without one last, across pages", async () => {
      const list = async (query: string) => parse(DoctorListWithSlots, await ctx().client.call(`/api/broker/doctors${query}`, { lang: "en" }));
      const first = await list("?speciality_id=2&sort_key=soonest&limit=6");
      const second = await list("?speciality_id=2&sort_key=soonest&limit=6&page=2");
      const all = await list("?speciality_id=2&limit=100");
      expect(first.meta.total).toBe(all.meta.total);
      const starts = [...first.data, ...second.data].map((d) => (d.next_slots[0] ? Date.parse(d.next_slots[0].start) : Infinity));
      expect(isSorted(starts)).toBe(true);
      // The first page holds the doctors free soonest of the whole specialty, not of its first page by order.
      const soonestOfAll = Math.min(...all.data.map((d) => (d.next_slots[0] ? Date.parse(d.next_slots[0].start) : Infinity)));
      expect(starts[0]).toBe(soonestOfAll);
      expect(new Set([...first.data, ...second.data].map((d) => d.id)).size).toBe(first.data.length + second.data.length);
    });
    it("keeps only doctors free today, or this week, each in its branch's own day", async () => {
      const list = async (query: string) => parse(DoctorListWithSlots, await ctx().client.call(`/api/broker/doctors${query}`, { lang: "en" }));
      const localToday = (start: string) => {
        // A slot's start carries its branch's offset: today there is now shifted by that offset.
        const offset = start.slice(-6);
        const minutes = (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
        return new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 10);
      };
      const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
      const week = await list("?available=week&limit=100");
      const today = await list("?available=today&limit=100");
      const everyone = await list("?limit=100");
      expect(week.meta.total).toBeGreaterThan(0);
      expect(week.meta.total).toBeLessThanOrEqual(everyone.meta.total);
      expect(today.meta.total).toBeLessThanOrEqual(week.meta.total);
      for (const d of week.data) {
        const start = d.next_slots[0]!.start;
        expect(start.slice(0, 10) <= addDays(localToday(start), 6), `${d.id} ${start}`).toBe(true);
      }
      for (const d of today.data) {
        const start = d.next_slots[0]!.start;
        expect(start.slice(0, 10), `${d.id}`).toBe(localToday(start));
      }
      // Those left out of "this week" have no free time in it.
      const weekIds = new Set(week.data.map((d) => d.id));
      for (const d of everyone.data.filter((x) => !weekIds.has(x.id))) {
        const start = d.next_slots[0]?.start;
        if (start) expect(start.slice(0, 10) > addDays(localToday(start), 6), `${d.id} ${start}`).toBe(true);
      }
    });
  });

  describe("GET /api/broker/doctors/{slug}", () => {
    it("finds a doctor by either slug and returns both", async () => {
      const [first] = (await doctors("?limit=1")).data;
      if (!first) throw new Error("no doctor");
      expect(first.slug_ar).toMatch(ARABIC);
      expect(first.slug_en).toMatch(/^[a-z0-9-]+$/);
      const byAr = parse(dataOf(DoctorSchema), await ctx().client.call(`/api/broker/doctors/${enc(first.slug_ar)}`, { lang: "en" }));
      const byEn = parse(dataOf(DoctorSchema), await ctx().client.call(`/api/broker/doctors/${first.slug_en}`, { lang: "ar" }));
      expect(byAr.data.id).toBe(first.id);
      expect(byEn.data.id).toBe(first.id);
      expect(byEn.data.name).toMatch(ARABIC);
      expectNotFound(await ctx().client.call("/api/broker/doctors/no-such-doctor"));
    });
  });

  describe("GET /api/broker/next_slots", () => {
    const nextSlots = async (query: string) => parse(NextSlotsSchema, await ctx().client.call(`/api/broker/next_slots${query}`));

    it("answers one entry per asked doctor, in the asked order, with the list's own next slots and the branch's zone", async () => {
      const list = await doctors("?limit=5");
      const ids = list.data.map((d) => d.id).reverse();
      const body = await nextSlots(`?doctor_ids=${ids.join(",")},${ids[0]}`);
      expect(body.data.map((entry) => entry.doctor_id)).toEqual(ids);
      const listed = DoctorListWithSlots.parse(await ctx().client.call("/api/broker/doctors?limit=5").then((r) => r.body));
      for (const entry of body.data) {
        expect(entry.slots.length).toBeGreaterThan(0);
        expect(entry.slots.length).toBeLessThanOrEqual(3);
        const same = listed.data.find((d) => d.id === entry.doctor_id)!;
        expect(entry.slots.map((slot) => ({ start: slot.start, end: slot.end, branch_id: slot.branch_id, kind: slot.kind }))).toEqual(same.next_slots);
        for (const slot of entry.slots) {
          expect(["Asia/Riyadh", "Africa/Cairo"]).toContain(slot.time_zone);
          expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
          expect(slot.start).toMatch(/[+-]\d{2}:\d{2}$/);
        }
      }
    });

    it("limits the slots per doctor and gives an unknown doctor none", async () => {
      const [first] = (await doctors("?limit=1")).data;
      const body = await nextSlots(`?doctor_ids=${first!.id},999999&limit=1`);
      expect(body.data[0]?.slots).toHaveLength(1);
      expect(body.data[1]).toEqual({ doctor_id: 999999, slots: [] });
    });

    it("is never kept in a shared cache", async () => {
      const reply = await ctx().client.call("/api/broker/next_slots?doctor_ids=1");
      expect(reply.headers.get("cache-control")).toBe("no-store");
    });

    it("refuses a missing, malformed, oversized or too long list of ids with a 422", async () => {
      for (const query of ["", "?doctor_ids=", "?doctor_ids=1,,2", "?doctor_ids=a", "?doctor_ids=0", "?doctor_ids=1,-2", "?doctor_ids=99999999999"]) {
        expectValidationError(await ctx().client.call(`/api/broker/next_slots${query}`), "doctor_ids");
      }
      const many = Array.from({ length: NEXT_SLOTS_MAX_DOCTORS + 1 }, (_, i) => i + 1).join(",");
      expectValidationError(await ctx().client.call(`/api/broker/next_slots?doctor_ids=${many}`), "doctor_ids");
      expectValidationError(await ctx().client.call("/api/broker/next_slots?doctor_ids=1&limit=4"), "limit");
      expectUnauthenticated(await ctx().client.call("/api/broker/next_slots?doctor_ids=1", { token: null }));
    });
  });

  describe("GET /api/broker/related_doctors/{id}", () => {
    it("answers up to 9 doctors of the same specialty, without the doctor", async () => {
      const body = parse(arrayOf(DoctorSchema), await ctx().client.call("/api/broker/related_doctors/1"));
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(9);
      expect(body.data.every((d) => d.speciality.id === 1 && d.id !== 1)).toBe(true);
      const two = parse(arrayOf(DoctorSchema), await ctx().client.call("/api/broker/related_doctors/1?limit=2"));
      expect(two.data).toHaveLength(2);
    });
    it("404s an unknown doctor and 422s a bad id or limit", async () => {
      expectNotFound(await ctx().client.call("/api/broker/related_doctors/9999"));
      expectValidationError(await ctx().client.call("/api/broker/related_doctors/abc"), "id");
      expectValidationError(await ctx().client.call("/api/broker/related_doctors/1?limit=500"), "limit");
    });
  });

  describe("GET /api/broker/branches", () => {
    it("lists at least 8 branches in Saudi Arabia and Egypt, filterable by id and name", async () => {
      const all = parse(arrayOf(BranchSchema), await ctx().client.call("/api/broker/branches", { lang: "en" }));
      expect(all.data.length).toBeGreaterThanOrEqual(8);
      expect(new Set(all.data.map((b) => b.country))).toEqual(new Set(["SA", "EG"]));
      const one = parse(arrayOf(BranchSchema), await ctx().client.call("/api/broker/branches?id=2"));
      expect(one.data.map((b) => b.id)).toEqual([2]);
      const cairo = parse(arrayOf(BranchSchema), await ctx().client.call(`/api/broker/branches?name=${enc("القاهره")}`));
      expect(cairo.data.length).toBeGreaterThan(0);
      expect(cairo.data.every((b) => b.country === "EG")).toBe(true);
      expectValidationError(await ctx().client.call("/api/broker/branches?id=x"), "id");
    });
  });

  describe("GET /api/broker/specialities", () => {
    it("pages 25 specialties, 10 by default, filtered by branch and name", async () => {
      const body = parse(listOf(IdNameSchema), await ctx().client.call("/api/broker/specialities", { lang: "en" }));
      expect(body.meta).toEqual({ total: 25, per_page: 10, current_page: 1, last_page: 3 });
      const dental = parse(listOf(IdNameSchema), await ctx().client.call("/api/broker/specialities?branch_id=7", { lang: "en" }));
      expect(dental.data.map((s) => s.name)).toEqual(["Dentistry"]);
      const heart = parse(listOf(IdNameSchema), await ctx().client.call(`/api/broker/specialities?name=${enc("امراض القلب")}`));
      expect(heart.data.map((s) => s.id)).toEqual([1]);
      expectValidationError(await ctx().client.call("/api/broker/specialities?limit=1000"), "limit");
    });
  });

  describe("GET /api/broker/specialities/{id}/sub_specialities", () => {
    it("lists the sub-specialties of a specialty and 404s an unknown one", async () => {
      const body = parse(arrayOf(IdNameSchema), await ctx().client.call("/api/broker/specialities/1/sub_specialities", { lang: "en" }));
      expect(body.data.map((s) => s.name)).toContain("Interventional cardiology");
      expectNotFound(await ctx().client.call("/api/broker/specialities/999/sub_specialities"));
    });
  });

  describe("GET /api/broker/genders and /api/broker/supervisor_levels", () => {
    it("answer the reference lists in both languages", async () => {
      const genders = parse(arrayOf(IdNameSchema), await ctx().client.call("/api/broker/genders", { lang: "en" }));
      expect(genders.data).toEqual([{ id: 1, name: "Male" }, { id: 2, name: "Female" }]);
      const levels = parse(arrayOf(IdNameSchema), await ctx().client.call("/api/broker/supervisor_levels", { lang: "en" }));
      expect(levels.data.map((l) => l.name)).toEqual(["Professor", "Assistant professor", "Consultant", "Specialist"]);
      const ar = parse(arrayOf(IdNameSchema), await ctx().client.call("/api/broker/supervisor_levels"));
      expect(ar.data[2]?.name).toBe("استشاري");
      expectUnauthenticated(await ctx().client.call("/api/broker/genders", { token: null }));
    });
  });
}
