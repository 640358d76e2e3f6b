import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ImagesSwappedByPage } from "@/components/ui/images-swapped-by-page";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { FALLBACK_ATTRIBUTE, FALLBACK_IMAGE } from "@/lib/images";

const image = { mobile: "cards/card-1-mobile.webp", desktop: "cards/card-1-desktop.webp" };

describe("a responsive image and its fallback", () => {
  it("swaps itself to the fallback when it fails, where code runs", () => {
    const { container } = render(<ResponsiveImage image={image} alt="" width={800} height={450} />);
    const img = container.querySelector("img")!;
    expect(img.hasAttribute(FALLBACK_ATTRIBUTE)).toBe(false);
    fireEvent.error(img);
    expect(container.querySelector("img")!.getAttribute("src")).toBe(FALLBACK_IMAGE);
    expect(container.querySelector("source")).toBeNull();
  });

  it("in markup kept as the server wrote it, is marked for the layout's script and keeps its sources", () => {
    const { container } = render(
      <ImagesSwappedByPage value>
        <ResponsiveImage image={image} alt="" width={800} height={450} />
      </ImagesSwappedByPage>,
    );
    const img = container.querySelector("img")!;
    expect(img.hasAttribute(FALLBACK_ATTRIBUTE)).toBe(true);
    expect(img.getAttribute("src")).toBe("/storage/cards/card-1-mobile.webp");
    expect(container.querySelector("source")?.getAttribute("srcset")).toBe("/storage/cards/card-1-desktop.webp");
    // The error is the script's to handle: React's copy stays as it was drawn.
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe("/storage/cards/card-1-mobile.webp");
  });
});
