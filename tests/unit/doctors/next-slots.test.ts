// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { daysAhead, todayAtOffsetOf } from "@/components/booking/format";
import { chosenSlotOf, withoutChosenSlot } from "@/lib/doctors/chosen-slot";
import { NextSlotsLookupSchema, parseLookup } from "@/lib/doctors/lookups";
import { LOOKUP_PATHS } from "@/lib/doctors/lookup-urls";
import { loadNextSlots, NEXT_SLOTS_BATCH, type NextFreeSlot } from "@/lib/doctors/next-slots";
import { chosenSlotHref } from "@/lib/doctors/slot-link";
import { NEXT_SLOTS_MAX_DOCTORS } from "@/lib/contract/booking";

const slot = (start: string): NextFreeSlot => ({ start, branchId: 2, kind: "consultation", timeZone: "Asia/Riyadh" });

afterEach(() => vi.unstubAllGlobals());

describe("loadNextSlots", () => {
  it("asks once for a list, with its ids sorted and once each, and gives each doctor its slots", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify({ "3": [slot("2026-11-26T10:30:00+03:00")] }), { status: 200 });
      }),
    );
    const answer = await loadNextSlots("ar", [9, 3, 9]);
    expect(answer.get(3)).toEqual([slot("2026-11-26T10:30:00+03:00")]);
    expect(answer.get(9)).toEqual([]); // a doctor the backend does not know has no times
    expect(urls).toEqual([`${LOOKUP_PATHS.nextSlots}?lang=ar&doctor_ids=3%2C9`]);
  });

  it("splits a long list at the backend's batch size, and a failed request fails only its own doctors", async () => {
    expect(NEXT_SLOTS_BATCH).toBe(NEXT_SLOTS_MAX_DOCTORS);
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls += 1;
        const ids = new URL(url, "http://x").searchParams.get("doctor_ids")!.split(",");
        if (ids.includes("1")) return new Response("{}", { status: 502 });
        return new Response(JSON.stringify(Object.fromEntries(ids.map((id) => [id, []]))), { status: 200 });
      }),
    );
    const ids = Array.from({ length: NEXT_SLOTS_BATCH + 2 }, (_, i) => i + 1);
    const answer = await loadNextSlots("en", ids);
    expect(calls).toBe(2);
    expect(ids.slice(0, NEXT_SLOTS_BATCH).every((id) => answer.get(id) === null)).toBe(true);
    expect(ids.slice(NEXT_SLOTS_BATCH).every((id) => Array.isArray(answer.get(id)))).toBe(true);
  });

  it("rejects when every request failed, so the list offers a retry", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 503 })));
    await expect(loadNextSlots("en", [1, 2])).rejects.toThrow("503");
  });
});

describe("the lookup's ids", () => {
  const read = (search: string) => parseLookup(NextSlotsLookupSchema, new URLSearchParams(search));
  it("reads a list of ids, once each, and refuses anything else", () => {
    expect(read("lang=ar&doctor_ids=4,9,4")).toEqual({ lang: "ar", doctor_ids: [4, 9] });
    for (const bad of ["lang=ar", "lang=ar&doctor_ids=", "lang=ar&doctor_ids=0", "lang=ar&doctor_ids=1,,2", "lang=fr&doctor_ids=1", "lang=en&doctor_ids=2147483648"]) {
      expect(read(bad), bad).toBeNull();
    }
    const many = Array.from({ length: NEXT_SLOTS_MAX_DOCTORS + 1 }, (_, i) => i + 1).join(",");
    expect(read(`lang=en&doctor_ids=${many}`)).toBeNull();
  });
});

describe("a chosen time in the doctor page's URL", () => {
  const chosen = { start: "2026-11-27T16:30:00+02:00", branchId: 7, kind: "follow_up" } as const;
  it("goes to the booking section and comes back as the same time", () => {
    const href = chosenSlotHref("/en/doctor/amal-hassan", chosen);
    expect(href).toBe("/en/doctor/amal-hassan?slot=2026-11-27T16%3A30%3A00%2B02%3A00&branch=7&kind=follow_up#book");
    const url = new URL(href, "http://x");
    expect(chosenSlotOf(url.search)).toEqual(chosen);
    expect(withoutChosenSlot(`${url.search}&utm_source=sms`)).toBe("?utm_source=sms");
    expect(withoutChosenSlot(url.search)).toBe("");
  });
  it("ignores a query that cannot be a slot", () => {
    for (const bad of ["", "?slot=tomorrow&branch=1&kind=consultation", "?slot=2026-11-27T16:30:00%2B02:00&branch=0&kind=consultation", "?slot=2026-11-27T16:30:00%2B02:00&branch=1&kind=surgery"]) {
      expect(chosenSlotOf(bad), bad).toBeNull();
    }
  });
});

describe("today and tomorrow on the branch's clock", () => {
  // 21:30 UTC on the 25th: already 00:30 on the 26th in Riyadh (+03:00), still 23:30 on the 25th in Cairo (+02:00).
  const now = Date.parse("2026-11-25T21:30:00Z");
  it("counts days from the local today of the slot's own offset", () => {
    expect(todayAtOffsetOf("2026-11-26T09:00:00+03:00", now)).toBe("2026-11-26");
    expect(todayAtOffsetOf("2026-11-26T09:00:00+02:00", now)).toBe("2026-11-25");
    expect(daysAhead("2026-11-26T09:00:00+03:00", now)).toBe(0);
    expect(daysAhead("2026-11-26T09:00:00+02:00", now)).toBe(1);
    expect(daysAhead("2026-12-02T09:00:00+03:00", now)).toBe(6);
  });
});
