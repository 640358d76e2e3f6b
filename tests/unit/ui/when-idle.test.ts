import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenCarouselNeeded } from "@/components/ui/when-carousel-needed";
import { onFirstOf, whenIdleOrInteraction, type Trigger } from "@/components/ui/when-idle";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** A trigger fired by hand, recording whether it is still waited for. */
function manual() {
  const state: { fire: () => void; waiting: boolean } = { fire: () => {}, waiting: false };
  const trigger: Trigger = (fire) => {
    state.fire = fire;
    state.waiting = true;
    return () => (state.waiting = false);
  };
  return { state, trigger };
}

describe("onFirstOf", () => {
  it("runs the task once, at the first trigger, and stops waiting for the others", () => {
    const task = vi.fn();
    const a = manual();
    const b = manual();
    onFirstOf(task, [a.trigger, b.trigger]);
    expect(a.state.waiting && b.state.waiting).toBe(true);

    b.state.fire();
    a.state.fire();
    b.state.fire();
    expect(task).toHaveBeenCalledTimes(1);
    expect(a.state.waiting || b.state.waiting).toBe(false);
  });

  it("sets no later trigger when one fires as it is set", () => {
    const task = vi.fn();
    const later = manual();
    onFirstOf(task, [(fire) => (fire(), () => {}), later.trigger]);
    expect(task).toHaveBeenCalledTimes(1);
    expect(later.state.waiting).toBe(false);
  });

  it("never runs the task once cancelled", () => {
    const task = vi.fn();
    const a = manual();
    const cancel = onFirstOf(task, [a.trigger]);
    cancel();
    expect(a.state.waiting).toBe(false);
    a.state.fire();
    expect(task).not.toHaveBeenCalled();
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
