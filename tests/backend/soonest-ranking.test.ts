import { describe, expect, it } from "vitest";
import { DoctorListSchema } from "@/lib/contract/booking";
import { bookingFixture } from "./helpers/booking";
import { expectValidationError, isSorted, parse } from "./helpers/expect";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * "Soonest available" is one ranking across its pages: the first page ranks every doctor and names
 * the ranking (meta.ranking); the next pages name it back and read the same order, so a walk shows
 * each doctor once while times are taken meanwhile, and the cards' times stay live.
 */
const ctx = seededDatabasePerFile();
const booking = bookingFixture(ctx);

type Page = ReturnType<typeof DoctorListSchema.parse>;
const list = async (query: string, lang = "en"): Promise<Page> =>
  parse(DoctorListSchema, await ctx().client.call(`/api/broker/doctors${query}`, { lang }));
const firstStart = (d: Page["data"][number]) => (d.next_slots[0] ? Date.parse(d.next_slots[0].start) : Infinity);

/** Every page of one ranking, from its first page on (`between` runs after each page but the last). */
async function walk(query: string, between: (page: Page) => Promise<void> = async () => {}) {
  const first = await list(query);
  const ranking = first.meta.ranking;
  expect(ranking).toMatch(/^[A-Za-z0-9_-]{8,40}$/);
  const pages = [first];
  for (let page = 2; page <= first.meta.last_page; page++) {
    await between(pages.at(-1)!);
    const next = await list(`${query}&ranking=${ranking}&page=${page}`);
    expect(next.meta.ranking, `page ${page} reads the same ranking`).toBe(ranking);
    expect(next.meta.total).toBe(first.meta.total);
    pages.push(next);
  }
  return { ranking: ranking!, pages, doctors: pages.flatMap((p) => p.data) };
}

describe("GET /api/broker/doctors?sort_key=soonest, page by page", () => {
  it("shows every doctor exactly once, by the real instant of their first free time, Riyadh and Cairo alike", async () => {
    const all = await list("?limit=100&page=1");
    const { doctors } = await walk("?sort_key=soonest&limit=12");
    const ids = doctors.map((d) => d.id);
    expect(ids).toHaveLength(all.meta.total);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isSorted(doctors.map(firstStart))).toBe(true);
    // Both countries' clocks are in the walk, and were ranked as instants, not as wall-clock times.
    const offsets = new Set(doctors.flatMap((d) => d.next_slots.map((s) => s.start.slice(-6))));
    expect(offsets).toEqual(new Set(["+03:00", "+02:00"]));
  });

  it("keeps its order while a time is taken mid-walk, and the taken time leaves that doctor's card", async () => {
    const later = await list("?sort_key=soonest&limit=12");
    // A doctor the walk reaches on its third page: their first time is taken after page one.
    const third = await list(`?sort_key=soonest&limit=12&ranking=${later.meta.ranking}&page=3`);
    const target = third.data[0]!;
    const taken = target.next_slots[0]!;
    let held = false;
    const { doctors } = await walk("?sort_key=soonest&limit=12", async (page) => {
      if (held || page.meta.current_page !== 1) return;
      booking.reservationOf(await booking.hold(taken, target.id));
      held = true;
    });
    expect(held).toBe(true);
    const ids = doctors.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id === target.id)).toHaveLength(1);
    const shown = doctors.find((d) => d.id === target.id)!;
    expect(shown.next_slots.map((s) => s.start)).not.toContain(taken.start);
    // A fresh first page ranks the doctor by the time that is now their first.
    const fresh = await walk("?sort_key=soonest&limit=12");
    expect(isSorted(fresh.doctors.map(firstStart))).toBe(true);
  });

  it("stores one ranking for first pages asked a moment apart, and a new one once a time is taken", async () => {
    const a = await list("?sort_key=soonest&speciality_id=4&limit=6");
    const b = await list("?sort_key=soonest&speciality_id=4&limit=6");
    expect(b.meta.ranking).toBe(a.meta.ranking);
    const doctor = a.data.find((d) => d.next_slots.length > 0)!;
    booking.reservationOf(await booking.hold(doctor.next_slots[0]!, doctor.id));
    const c = await list("?sort_key=soonest&speciality_id=4&limit=6");
    expect(c.meta.ranking).not.toBe(a.meta.ranking);
  });

  it("narrows to this week's doctors in one ranking too", async () => {
    const { doctors, pages } = await walk("?available=week&limit=5");
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(doctors.map((d) => d.id)).size).toBe(doctors.length);
    expect(doctors).toHaveLength(pages[0]!.meta.total);
  });

  it("ranks afresh for a ranking of other filters or one unknown, and refuses a malformed one", async () => {
    const bySpecialty = await list("?sort_key=soonest&speciality_id=2&limit=6");
    const other = await list(`?sort_key=soonest&speciality_id=3&limit=6&ranking=${bySpecialty.meta.ranking}&page=2`);
    expect(other.meta.ranking).not.toBe(bySpecialty.meta.ranking);
    const unknown = await list("?sort_key=soonest&limit=6&ranking=AAAAAAAAAAAAAAAA&page=2");
    expect(unknown.meta.ranking).not.toBe("AAAAAAAAAAAAAAAA");
    expectValidationError(await ctx().client.call("/api/broker/doctors?sort_key=soonest&ranking=../x"), "ranking");
    // A list in the group's order is not a ranking.
    expect((await list("?limit=6")).meta.ranking).toBeUndefined();
  });
});
