import { render, type RenderResult } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { SoftLinks } = await import("@/components/navigation/soft-links");

let mounted: RenderResult;

beforeEach(() => {
  router.push.mockReset();
  router.prefetch.mockReset();
  document.body.innerHTML = `
    <div data-soft-nav="">
      <a id="kept" href="/en/news?page=2#top"><span>News</span></a>
      <a id="away" href="https://x.com/alnadamedical" target="_blank">X</a>
      <a id="tel" href="tel:920001984">Call</a>
      <a id="page" href="/en/doctors?sort=soonest#doctor-list" data-soft-nav="off">Book</a>
    </div>
    <a id="elsewhere" href="/en/events">Events</a>`;
  mounted = render(<SoftLinks />, { container: document.body.appendChild(document.createElement("div")) });
});

afterEach(() => {
  mounted.unmount();
  document.body.innerHTML = "";
});

/** Whether the click reached the browser's default (jsdom cannot navigate, so it is stopped after). */
function click(id: string, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  const seen = { defaultPrevented: false };
  window.addEventListener(
    "click",
    (event) => {
      seen.defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  document.querySelector(`#${id} span, #${id}`)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  return seen;
}

describe("links of markup kept from the server (soft-links.tsx)", () => {
  it("navigate on the client, with their query and hash", () => {
    const event = click("kept");
    expect(event.defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith("/en/news?page=2#top");
  });

  it("are prefetched once on intent: pointer over, touch or keyboard focus", () => {
    const anchor = document.getElementById("kept")!;
    anchor.dispatchEvent(new Event("pointerover", { bubbles: true }));
    anchor.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith("/en/news?page=2");
  });

  it("leave to the browser a modified click, a new tab, another scheme, links outside kept markup, and a link marked to load as a page", () => {
    for (const [id, init] of [
      ["kept", { ctrlKey: true }],
      ["kept", { button: 1 }],
      ["away", {}],
      ["tel", {}],
      ["elsewhere", {}],
      ["page", {}],
    ] as const) {
      const event = click(id, init);
      expect(event.defaultPrevented, id).toBe(false);
    }
    document.getElementById("elsewhere")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.getElementById("away")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.getElementById("page")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("leave a click another handler already took", () => {
    document.getElementById("kept")!.addEventListener("click", (event) => event.preventDefault(), { once: true });
    click("kept");
    expect(router.push).not.toHaveBeenCalled();
  });
});
