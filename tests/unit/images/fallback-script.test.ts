// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { FALLBACK_IMAGE } from "@/lib/images";
import { IMAGE_FALLBACK_SCRIPT } from "@/lib/images/fallback-script";

beforeAll(() => {
  // As the layout runs it: once, before any image of the page.
  new Function(IMAGE_FALLBACK_SCRIPT)();
});

function picture(marked: boolean) {
  const root = document.createElement("div");
  root.innerHTML = `<picture><source media="(min-width: 768px)" srcset="/storage/a-desktop.webp"><img src="/storage/a-mobile.webp" alt=""${marked ? " data-fallback" : ""}></picture>`;
  document.body.append(root);
  return root.querySelector("img")!;
}

// An image's error does not bubble: the script must catch it on its way down.
const fail = (img: HTMLImageElement) => img.dispatchEvent(new Event("error", { bubbles: false }));

describe("the layout's image fallback script", () => {
  it("swaps a marked image that fails to the fallback image, its picture's sources gone", () => {
    const img = picture(true);
    fail(img);
    expect(img.getAttribute("src")).toBe(FALLBACK_IMAGE);
    expect(img.parentElement?.querySelectorAll("source")).toHaveLength(0);
    expect(img.hasAttribute("data-fallback")).toBe(false);
  });

  it("leaves the fallback alone when it fails too, and an image with code of its own (unmarked) to that code", () => {
    const img = picture(true);
    fail(img);
    img.setAttribute("src", "/images/other.webp");
    fail(img);
    expect(img.getAttribute("src")).toBe("/images/other.webp");
    const drawnByCode = picture(false);
    fail(drawnByCode);
    expect(drawnByCode.getAttribute("src")).toBe("/storage/a-mobile.webp");
    expect(drawnByCode.parentElement?.querySelectorAll("source")).toHaveLength(1);
  });
});
