import type { SwiperOptions } from "swiper/types";

/**
 * What the carousels ask of Swiper, without layout (jsdom has none): a position that previous,
 * next, the pagination bullets and autoplay move, rewinding at the ends as `rewind: true` does, and
 * the same events. Stands in for components/ui/swiper-loader.ts in component tests.
 */
export class FakeSwiper {
  static last: FakeSwiper | null = null;
  activeIndex = 0;
  destroyed = false;
  readonly params: SwiperOptions;
  readonly autoplay = {
    running: false,
    start: () => {
      this.stopTimer();
      this.autoplay.running = true;
      this.timer = setInterval(() => this.slideNext(), this.delay());
    },
    stop: () => {
      this.stopTimer();
      this.autoplay.running = false;
    },
  };
  readonly keyboard = { enabled: false, enable: () => void (this.keyboard.enabled = true), disable: () => void (this.keyboard.enabled = false) };
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly el: HTMLElement,
    options: SwiperOptions,
  ) {
    this.params = options;
    const navigation = typeof options.navigation === "object" ? options.navigation : undefined;
    (navigation?.nextEl as HTMLElement | null)?.addEventListener("click", () => this.slideNext());
    (navigation?.prevEl as HTMLElement | null)?.addEventListener("click", () => this.slidePrev());
    const pagination = typeof options.pagination === "object" ? options.pagination : undefined;
    const bullets = pagination?.el as HTMLElement | null | undefined;
    if (bullets && pagination?.renderBullet) {
      bullets.innerHTML = this.slides().map((_, i) => pagination.renderBullet!(i, pagination.bulletClass ?? "")).join("");
      bullets.addEventListener("click", (event) => {
        const bullet = (event.target as Element).closest("button");
        if (bullet) this.slideTo([...bullets.children].indexOf(bullet));
      });
    }
    FakeSwiper.last = this;
  }

  get realIndex() {
    return this.activeIndex;
  }

  slides(): Element[] {
    return [...(this.el.querySelector(".swiper-wrapper")?.children ?? [])];
  }

  slideTo(index: number) {
    const count = this.slides().length;
    this.activeIndex = ((index % count) + count) % count;
    const pagination = typeof this.params.pagination === "object" ? this.params.pagination : undefined;
    const bullets = pagination?.el as HTMLElement | null | undefined;
    bullets?.querySelectorAll("button").forEach((bullet, i) => {
      if (i === this.activeIndex) bullet.setAttribute("aria-current", "true");
      else bullet.removeAttribute("aria-current");
    });
    const onChange = this.params.on?.slideChange as ((swiper: unknown) => void) | undefined;
    onChange?.(this);
  }

  slideNext() {
    this.slideTo(this.activeIndex + 1);
  }

  slidePrev() {
    this.slideTo(this.activeIndex - 1);
  }

  destroy() {
    this.stopTimer();
    this.destroyed = true;
  }

  private delay(): number {
    return typeof this.params.autoplay === "object" ? (this.params.autoplay.delay ?? 3000) : 3000;
  }

  private stopTimer() {
    clearInterval(this.timer);
  }
}
