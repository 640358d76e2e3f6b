import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { NextSlotsBand } from "@/components/doctors/next-slots-frame";
import { stubIntersectionObserver } from "../ui/fake-intersection-observer";

/** Whether the times' chunk fails to load, as a dropped connection would make it. */
const chunk = vi.hoisted(() => ({ fails: true }));
vi.mock("@/components/doctors/next-slots-live", async (importOriginal) => {
  if (chunk.fails) throw new Error("Loading chunk failed");
  return importOriginal();
});

const { NextSlotsScope } = await import("@/components/doctors/next-slots");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the cards' times when their code cannot be loaded", () => {
  it("says so in every band, and loads it again on request", async () => {
    stubIntersectionObserver({ immediate: true });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ "201": [], "202": [] }), { status: 200 })));
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
        <NextSlotsScope>
          <NextSlotsBand doctorId={201} doctorName="Dr. Amal Soliman" doctorPath="/en/doctor/amal" />
          <NextSlotsBand doctorId={202} doctorName="Dr. Omar Nabil" doctorPath="/en/doctor/omar" />
        </NextSlotsScope>
      </NextIntlClientProvider>,
    );
    const retries = await screen.findAllByRole("button", { name: en.doctors.slots.retry }, { timeout: 5000 });
    expect(retries).toHaveLength(2);
    expect(screen.getAllByTestId("next-slots-failed")).toHaveLength(2);

    chunk.fails = false;
    act(() => fireEvent.click(retries[0]!));
    expect(await screen.findAllByText(en.doctors.slots.none, {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.queryAllByTestId("next-slots-failed")).toHaveLength(0);
  });
});
