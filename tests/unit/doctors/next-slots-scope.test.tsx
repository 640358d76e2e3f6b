import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { stubIntersectionObserver } from "../ui/fake-intersection-observer";
import { renderBands } from "./render-bands";

/** Whether the times' chunk fails to load, as a dropped connection would make it. */
const chunk = vi.hoisted(() => ({ fails: true }));
vi.mock("@/components/doctors/next-slots-live", async (importOriginal) => {
  if (chunk.fails) throw new Error("Loading chunk failed");
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the cards' times when their code cannot be loaded", () => {
  it("says so in every band, and loads it again on request", async () => {
    stubIntersectionObserver({ immediate: true });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ "201": [], "202": [] }), { status: 200 })));
    renderBands("en", [
      { id: 201, name: "Dr. Amal Soliman", slug: "amal" },
      { id: 202, name: "Dr. Omar Nabil", slug: "omar" },
    ]);
    const retries = await screen.findAllByRole("button", { name: en.doctors.slots.retry }, { timeout: 5000 });
    expect(retries).toHaveLength(2);
    expect(screen.getAllByTestId("next-slots-failed")).toHaveLength(2);

    chunk.fails = false;
    act(() => fireEvent.click(retries[0]!));
    expect(await screen.findAllByText(en.doctors.slots.none, {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.queryAllByTestId("next-slots-failed")).toHaveLength(0);
  });
});
