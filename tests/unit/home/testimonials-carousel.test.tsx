import { act, cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useWindowWidthStore } from "@/components/navigation/window-width";
import { TestimonialCard } from "@/components/home/testimonial-card";
import type { Testimonial } from "@/lib/api/home";
import { TestimonialsCarousel } from "@/components/home/testimonials-carousel";
import en from "@/messages/en.json";

const slide = (id: number): Testimonial => ({ id, name: `Patient ${id}`, text: "Kind staff.", rating: 5, image: "testimonials/x.webp" });

function renderCarousel(count: number) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <TestimonialsCarousel>
        {Array.from({ length: count }, (_, i) => (
          <TestimonialCard key={i} testimonial={slide(i + 1)} />
        ))}
      </TestimonialsCarousel>
    </NextIntlClientProvider>,
  );
}

const inView = () => screen.getAllByRole("group").filter((group) => !group.hasAttribute("inert")).length;
const controls = () => screen.queryByRole("button", { name: "Next testimonial" })?.parentElement ?? null;

beforeEach(() => {
  // Reduced motion: no auto-advance during the test.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  useWindowWidthStore.setState({ width: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("TestimonialsCarousel slides per view", () => {
  it("follows the window width store: 3 from 1024 px, 2 from 768 px, else 1", () => {
    renderCarousel(8);
    for (const [width, expected] of [
      [1600, 3],
      [1024, 3],
      [1023, 2],
      [768, 2],
      [767, 1],
      [375, 1],
    ] as const) {
      act(() => useWindowWidthStore.getState().setWidth(width));
      expect(inView(), `${width} px`).toBe(expected);
    }
  });

  it("before the first read keeps the first slide in view and leaves the controls to the stylesheet", () => {
    renderCarousel(3);
    expect(inView()).toBe(1);
    expect(controls()?.className).toContain("lg:hidden");
    act(() => useWindowWidthStore.getState().setWidth(1280));
    expect(inView()).toBe(3);
    expect(controls()).toBeNull();
    act(() => useWindowWidthStore.getState().setWidth(800));
    expect(inView()).toBe(2);
    expect(controls()?.className).not.toContain("hidden");
  });

  it("hides the controls at the breakpoint where every slide fits", () => {
    const { unmount } = renderCarousel(2);
    expect(controls()?.className).toContain("md:hidden");
    unmount();
    renderCarousel(1);
    expect(controls()).toBeNull();
  });
});
