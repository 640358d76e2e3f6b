// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenCarouselNeeded } from "@/components/ui/when-carousel-needed";
import { firstOf, type Trigger, whenIdleOrInteraction } from "@/components/ui/when-idle";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("firstOf", () => {
  it("runs the task at the first trigger to fire, once, and stops every trigger", () => {
    const task = vi.fn();
    const stops = [vi.fn(), vi.fn()];
    const fires: Array<() => void> = [];
    firstOf(
      task,
      stops.map((stop): Trigger => (fire) => (fires.push(fire), stop)),
    );
    fires[1]!();
    fires[0]!();
    expect(task).toHaveBeenCalledTimes(1);
    expect(stops[0]).toHaveBeenCalledTimes(1);
    expect(stops[1]).toHaveBeenCalledTimes(1);
  });

  it("stops every trigger when one fires as it starts", () => {
    const task = vi.fn();
    const stopAtOnce = vi.fn();
    const stopLater = vi.fn();
    firstOf(task, [(fire) => (fire(), stopAtOnce), () => stopLater]);
    expect(task).toHaveBeenCalledTimes(1);
    expect(stopAtOnce).toHaveBeenCalled();
    expect(stopLater).toHaveBeenCalled();
  });
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
