import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel, type HeroCarouselLabels, type HeroSlide } from "@/components/home/hero-carousel";
import { FakeSwiper } from "../ui/fake-swiper";

vi.mock("@/components/ui/swiper-loader", () => ({
  createSwiper: (element: HTMLElement, options: ConstructorParameters<typeof FakeSwiper>[1]) => new FakeSwiper(element, options),
}));

const labels: HeroCarouselLabels = {
  region: "Highlights",
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: "Slide {index} of {total}",
  previous: "Previous slide",
  next: "Next slide",
  goTo: "Go to slide {index}",
  pause: "Pause slideshow",
  play: "Play slideshow",
};

const slide = (id: number): HeroSlide => ({
  id,
  image: { mobile: `sliders/${id}-m.webp`, desktop: `sliders/${id}-d.webp` },
  content: <h2>Title {id}</h2>,
});

function stubMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce") ? reduce : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const current = () => screen.getAllByRole("group").filter((group) => !group.hasAttribute("inert"));
/** The label of the slide in view, e.g. "Slide 2 of 3". */
const shown = () => current()[0]?.getAttribute("aria-label");
const images = () => document.querySelectorAll("img");
/** Lets a Swiper that was asked for load and act. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(300));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroCarousel", () => {
  it("shows one slide at a time; previous, next and the slide buttons move it, wrapping around", async () => {
    stubMotion(true);
    render(<HeroCarousel slides={[slide(1), slide(2), slide(3)]} labels={labels} />);
    expect(current()).toHaveLength(1);
    expect(shown()).toBe("Slide 1 of 3");
    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
    // Before Swiper has loaded, the press waits for it.
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    await settle();
    expect(shown()).toBe("Slide 2 of 3");
    expect(screen.getByRole("button", { name: "Go to slide 2" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(shown()).toBe("Slide 3 of 3");
  });

  it("loads Swiper only when its first step is due, with the localized a11y messages, and takes that step", async () => {
    stubMotion(false);
    FakeSwiper.last = null;
    render(<HeroCarousel slides={[slide(1), slide(2)]} labels={labels} />);
    await act(() => vi.advanceTimersByTimeAsync(5_900));
    expect(FakeSwiper.last).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const swiper = FakeSwiper.last as FakeSwiper | null;
    expect(swiper?.params.a11y).toMatchObject({
      nextSlideMessage: "Next slide",
      paginationBulletMessage: "Go to slide {{index}}",
      slideLabelMessage: "Slide {{index}} of {{slidesLength}}",
    });
    expect(swiper?.params.speed).toBe(500);
    expect(shown()).toBe("Slide 2 of 2");
  });

  it("never loads Swiper on its own when reduced motion is asked for; a swipe brings it and is carried out", async () => {
    stubMotion(true);
    // jsdom has no PointerEvent: a MouseEvent that says whether it is the primary pointer.
    vi.stubGlobal(
      "PointerEvent",
      class extends MouseEvent {
        isPrimary: boolean;
        constructor(type: string, init: MouseEventInit & { isPrimary?: boolean } = {}) {
          super(type, init);
          this.isPrimary = init.isPrimary ?? false;
        }
      },
    );
    FakeSwiper.last = null;
    render(<HeroCarousel slides={[slide(1), slide(2), slide(3)]} labels={labels} />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(FakeSwiper.last).toBeNull();
    const track = document.querySelector(".swiper") as HTMLElement;
    fireEvent.pointerDown(track, { isPrimary: true, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(track, { isPrimary: true, clientX: 150, clientY: 110 });
    await settle();
    expect((FakeSwiper.last as FakeSwiper | null)?.params.speed).toBe(0);
    expect(shown()).toBe("Slide 2 of 3");
  });

  it("does not play when reduced motion is asked for, until the visitor presses play", async () => {
    stubMotion(true);
    render(<HeroCarousel slides={[slide(1), slide(2)]} labels={labels} />);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(shown()).toBe("Slide 1 of 2");
    fireEvent.pointerDown(screen.getByRole("button", { name: "Play slideshow" }));
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    await settle();
    expect(shown()).toBe("Slide 1 of 2");
    act(() => vi.advanceTimersByTime(6_000));
    expect(shown()).toBe("Slide 2 of 2");
  });

  it("plays by default every 6 s, and holds while the pointer is over it", async () => {
    stubMotion(false);
    render(<HeroCarousel slides={[slide(1), slide(2), slide(3)]} labels={labels} />);
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6_100));
    expect(shown()).toBe("Slide 2 of 3");
    act(() => vi.advanceTimersByTime(6_000));
    expect(shown()).toBe("Slide 3 of 3");
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Highlights" }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe("Slide 3 of 3");
  });

  it("renders only the first image until the page has loaded, then the next one", () => {
    stubMotion(true);
    render(<HeroCarousel slides={[slide(1), slide(2), slide(3)]} labels={labels} />);
    // jsdom reports readyState "complete": the next image is revealed on the following tick.
    expect(images()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(0));
    expect(images()).toHaveLength(2);
  });

  it("renders nothing without slides and no controls for a single slide", () => {
    stubMotion(true);
    const { container, rerender } = render(<HeroCarousel slides={[]} labels={labels} />);
    expect(container.innerHTML).toBe("");
    rerender(<HeroCarousel slides={[slide(1)]} labels={labels} />);
    expect(screen.queryByRole("button", { name: "Next slide" })).toBeNull();
  });
});
