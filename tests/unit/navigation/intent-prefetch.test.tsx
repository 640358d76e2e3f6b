import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIntentPrefetch, type IntentLinkProps } from "@/lib/navigation/use-intent-prefetch";

function setConnection(connection: (EventTarget & { saveData?: boolean; effectiveType?: string }) | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

/** A link that shows the prefetch mode it would hand to Next's Link. */
function Probe({ prefetch, onFocus }: { prefetch?: boolean | null; onFocus?: () => void }) {
  const props: IntentLinkProps<boolean | null> = { prefetch, onFocus };
  const link = useIntentPrefetch(props);
  return (
    <a href="#doctors" data-prefetch={String(link.prefetch)} onPointerEnter={link.onPointerEnter} onTouchStart={link.onTouchStart} onFocus={link.onFocus}>
      doctors
    </a>
  );
}

const mode = () => screen.getByRole("link").getAttribute("data-prefetch");

afterEach(() => {
  cleanup();
  setConnection(undefined);
});

describe("useIntentPrefetch (SPEC §9)", () => {
  it("does not prefetch a link for being on screen, and switches to Next's automatic prefetch on intent", () => {
    setConnection(Object.assign(new EventTarget(), { effectiveType: "4g" }));
    render(<Probe />);
    expect(mode()).toBe("false");
    fireEvent.pointerEnter(screen.getByRole("link"));
    expect(mode()).toBe("null");
  });

  it("takes a touch or keyboard focus as intent, and still runs the link's own handler", () => {
    const onFocus = vi.fn();
    render(<Probe onFocus={onFocus} />);
    act(() => screen.getByRole("link").focus());
    expect(mode()).toBe("null");
    expect(onFocus).toHaveBeenCalledOnce();
    cleanup();
    render(<Probe />);
    fireEvent.touchStart(screen.getByRole("link"));
    expect(mode()).toBe("null");
  });

  it("never prefetches with the data saver on, whatever the link asks", () => {
    setConnection(Object.assign(new EventTarget(), { effectiveType: "4g", saveData: true }));
    render(<Probe prefetch />);
    fireEvent.pointerEnter(screen.getByRole("link"));
    expect(mode()).toBe("false");
  });

  it("lets a link's explicit choice stand when prefetching is allowed", () => {
    render(<Probe prefetch />);
    expect(mode()).toBe("true");
  });
});
