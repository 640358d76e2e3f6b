import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { stubIntersectionObserver } from "../ui/fake-intersection-observer";
import { NEXT_SLOTS_BATCH } from "@/lib/doctors/next-slots";
import { takeTap } from "@/lib/booking/tapped-slot";
import { renderBands } from "./render-bands";

/** The App Router a tap on a time navigates with. */
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The bands' IntersectionObserver, which a test brings near the viewport by hand. */
let comeNear: () => void = () => {};
beforeEach(() => {
  ({ comeNear } = stubIntersectionObserver());
});

afterEach(() => {
  cleanup();
  router.push.mockClear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The links of the bands' times (each band's card has its name link too). */
const timeLinks = () => screen.queryAllByTestId("next-slots").flatMap((band) => within(band).queryAllByRole("link"));

/** Bands of doctors named alike, brought near the viewport. */
function show(locale: "ar" | "en", ...doctorIds: number[]) {
  renderBands(locale, doctorIds.map((id) => ({ id, name: "Dr. Amal Soliman", slug: "amal" })));
  act(() => comeNear());
}

describe("a doctor card's next times", () => {
  it("reserves the band while loading, then shows today's and tomorrow's times on the branch's clock, each a link into booking, naming the city when the clocks differ", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-25T05:00:00Z") });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({
          "101": [
            { start: "2026-11-25T10:30:00+03:00", branchId: 2, kind: "consultation", timeZone: "Asia/Riyadh" },
            { start: "2026-11-26T16:00:00+02:00", branchId: 9, kind: "follow_up", timeZone: "Africa/Cairo" },
          ],
        }),
      ),
    );
    show("en", 101);
    const band = screen.getByTestId("next-slots");
    expect(band.textContent).toContain(en.doctors.slots.loading);
    expect(band.querySelector(".next-slots-live")?.childElementCount).toBe(0);

    // The first test pays for importing the times' chunk: more than findBy's default second on a busy machine.
    // A Riyadh time and a Cairo time side by side: each says whose clock, and so does the band.
    const today = await screen.findByRole("link", { name: "Book Today 10:30 Riyadh time with Dr. Amal Soliman" }, { timeout: 5000 });
    expect(today.getAttribute("href")).toBe("/en/doctor/amal?slot=2026-11-25T10%3A30%3A00%2B03%3A00&branch=2&kind=consultation#book");
    expect(screen.getByRole("link", { name: "Book Tomorrow 16:00 Cairo time with Dr. Amal Soliman" })).toBeTruthy();
    expect(band.querySelector("p")?.textContent).toBe("Next available · Riyadh and Cairo time");
    // In the band's slot, in front of the pending cells, which the stylesheet then hides
    // (`.next-slots-live:not(:empty) ~ .next-slots-pending`).
    expect(today.closest(".next-slots-live")?.nextElementSibling).toBe(band.querySelector(".next-slots-pending"));
  });

  it("waits for the cards to come near the viewport, then fills every band of the list from one request", async () => {
    const fetchMock = vi.fn(async () =>
      json({
        "104": [{ start: "2030-01-02T09:00:00+03:00", branchId: 1, kind: "examination", timeZone: "Asia/Riyadh" }],
        "105": [],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderBands("en", [
      { id: 104, name: "Dr. Amal Soliman", slug: "amal" },
      { id: 105, name: "Dr. Omar Nabil", slug: "omar" },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => comeNear());
    expect((await screen.findByRole("link", { name: /with Dr\. Amal Soliman$/ })).getAttribute("href")).toMatch(/^\/en\/doctor\/amal\?slot=/);
    expect(await screen.findByText(en.doctors.slots.none)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a plain click on a time opens the doctor's plain URL with the tap's note for the hold; a click for a new tab leaves both to the browser", async () => {
    const slot = { start: "2030-01-02T09:00:00+03:00", branchId: 1, kind: "examination" as const };
    vi.stubGlobal("fetch", vi.fn(async () => json({ "106": [{ ...slot, timeZone: "Asia/Riyadh" }] })));
    show("en", 106);
    const link = await screen.findByRole("link", { name: /with Dr\. Amal Soliman$/ }, { timeout: 5000 });

    // Whether the time's own handler left the click to the browser; then jsdom, which cannot load pages, is spared it.
    const leftToBrowser: boolean[] = [];
    const after = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", after);
    fireEvent.click(link, { ctrlKey: true });
    expect(router.push).not.toHaveBeenCalled();
    expect(takeTap(106)).toBeNull();

    fireEvent.click(link);
    document.removeEventListener("click", after);
    expect(leftToBrowser).toEqual([true, false]); // a plain click's load of the link's query is cancelled
    expect(router.push).toHaveBeenCalledWith("/en/doctor/amal#book");
    expect(takeTap(106)).toEqual(slot);
  });

  it("names no city while every time of the list is on one clock, and names each card's when the list mixes Saudi and Egyptian branches (Arabic)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        json(
          String(url).includes("106")
            ? {
                "106": [{ start: "2030-01-02T09:00:00+03:00", branchId: 1, kind: "examination", timeZone: "Asia/Riyadh" }],
                "107": [{ start: "2030-01-02T08:20:00+02:00", branchId: 9, kind: "examination", timeZone: "Africa/Cairo" }],
              }
            : { "108": [{ start: "2030-01-02T09:00:00+03:00", branchId: 1, kind: "examination", timeZone: "Asia/Riyadh" }] },
        ),
      ),
    );
    show("ar", 108);
    await screen.findAllByTestId("next-slot");
    expect(screen.queryByTestId("next-slots-zone")).toBeNull();
    cleanup();
    show("ar", 106, 107);
    const notes = await screen.findAllByTestId("next-slots-zone");
    expect(notes.map((note) => note.textContent)).toEqual([" · بتوقيت الرياض", " · بتوقيت القاهرة"]);
  });

  it("says so when the doctor has no free time, in Arabic too", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({ "102": [] })));
    show("ar", 102);
    expect(await screen.findByText(ar.doctors.slots.none)).toBeTruthy();
    expect(timeLinks()).toHaveLength(0);
  });

  it("says when the times could not be loaded, and tries again on request", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ message: "Upstream error" }, 502));
    vi.stubGlobal("fetch", fetchMock);
    show("en", 103);
    const retry = await screen.findByRole("button", { name: en.doctors.slots.retry }, { timeout: 5000 });
    expect(screen.getByText(en.doctors.slots.failed)).toBeTruthy();
    fetchMock.mockResolvedValue(json({ "103": [{ start: "2030-01-02T09:00:00+03:00", branchId: 1, kind: "examination", timeZone: "Asia/Riyadh" }] }));
    fireEvent.click(retry);
    await waitFor(() => expect(timeLinks()).toHaveLength(1));
  });

  it("fails only the bands of a batch that could not be loaded, and fills the others", async () => {
    const ids = Array.from({ length: NEXT_SLOTS_BATCH + 1 }, (_, i) => 201 + i);
    const last = ids.at(-1)!;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const asked = new URL(url, "http://x").searchParams.get("doctor_ids")!.split(",");
        return asked.includes(String(last)) ? json({ [last]: [] }) : json({ message: "Upstream error" }, 502);
      }),
    );
    show("en", ...ids);
    expect(await screen.findByText(en.doctors.slots.none)).toBeTruthy();
    expect(screen.getAllByText(en.doctors.slots.failed)).toHaveLength(NEXT_SLOTS_BATCH);
    expect(screen.getAllByRole("button", { name: en.doctors.slots.retry })).toHaveLength(NEXT_SLOTS_BATCH);
  });
});
