import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { usePrefetchAllowed } from "@/lib/navigation/use-prefetch-allowed";

type FakeConnection = EventTarget & { saveData?: boolean; effectiveType?: string };

function setConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

/** Hydrates server markup and records every value the hook returned, render by render. */
async function hydrateAndRecord() {
  const seen: boolean[] = [];
  function Probe() {
    const allowed = usePrefetchAllowed();
    seen.push(allowed);
    return <span>probe</span>;
  }
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Probe />);
  seen.length = 0;
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Probe />);
  });
  return { seen, container, unmount: () => act(() => root?.unmount()) };
}

afterEach(() => {
  setConnection(undefined);
  document.body.innerHTML = "";
});

describe("usePrefetchAllowed", () => {
  it("hydrates with the browser's own answer and renders once", async () => {
    setConnection(Object.assign(new EventTarget(), { effectiveType: "4g" }));
    const { seen, unmount } = await hydrateAndRecord();
    expect(seen).toEqual([true]);
    await unmount();
  });

  it("says no from the first render on 2g or with the data saver on", async () => {
    setConnection(Object.assign(new EventTarget(), { effectiveType: "slow-2g" }));
    const first = await hydrateAndRecord();
    expect(first.seen).toEqual([false]);
    await first.unmount();

    setConnection(Object.assign(new EventTarget(), { effectiveType: "4g", saveData: true }));
    const second = await hydrateAndRecord();
    expect(second.seen).toEqual([false]);
    await second.unmount();
  });

  it("follows the connection when it changes", async () => {
    const connection: FakeConnection = Object.assign(new EventTarget(), { effectiveType: "4g" });
    setConnection(connection);
    const { seen, unmount } = await hydrateAndRecord();
    await act(async () => {
      connection.effectiveType = "2g";
      connection.dispatchEvent(new Event("change"));
    });
    expect(seen.at(-1)).toBe(false);
    await unmount();
  });
});
