import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenCarouselNeeded } from "@/components/ui/when-carousel-needed";
import { whenIdleOrInteraction } from "@/components/ui/when-idle";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("whenIdleOrInteraction", () => {
  it("runs at the first interaction, before the browser is idle, and not again", () => {
    const task = vi.fn();
    whenIdleOrInteraction(task, window);
    window.dispatchEvent(new Event("keydown"));
    expect(task).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    window.dispatchEvent(new Event("pointerdown"));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled", () => {
    const task = vi.fn();
    whenIdleOrInteraction(task, window)();
    window.dispatchEvent(new Event("keydown"));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });

  it("runs when the loaded page is first idle, with no interaction", () => {
    const task = vi.fn();
    whenIdleOrInteraction(task, window);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("keydown"));
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe("whenCarouselNeeded", () => {
  it("waits for an interaction with the carousel's region only, when it need not load as it nears", () => {
    document.body.innerHTML = `<div id="region"><div id="root"></div></div><button id="elsewhere"></button>`;
    const task = vi.fn();
    const region = document.getElementById("region")!;
    whenCarouselNeeded(task, region, document.getElementById("root")!, { whenNear: false });
    vi.runAllTimers();
    document.getElementById("elsewhere")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(task).not.toHaveBeenCalled();
    document.getElementById("root")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
