"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { Swiper, SwiperOptions } from "./swiper-loader";
import { usePrefersReducedMotion } from "./use-reduced-motion";
import { afterLoad, whenCarouselNeeded } from "./when-carousel-needed";

/**
 * Swiper on a carousel the server already rendered: the markup (first slide in view, controls)
 * is plain HTML at first paint, and Swiper is imported and attached to it only when the carousel
 * needs it (when-carousel-needed.ts): the visitor reaches for it, its first autoplay step is due,
 * or it comes into view. It is never part of the first load. A control used before then waits for
 * Swiper and acts once it is there (`beforeSwiper`), and so does a swipe.
 *
 * `options` is read once, when Swiper starts; later changes go through the instance. Slides move
 * in `speedMs`, at once when the visitor prefers reduced motion; the arrow keys move them while
 * `focused` (focus inside the carousel, as the APG pattern has it), not anywhere on the page.
 * `autoplayMs`, for a carousel that can move on its own: its step while it moves (Swiper's
 * autoplay runs), else null (it stops). Its first step is then Swiper's cue: counted from the
 * page's load, or from when it starts playing (reduced motion turned off, the pointer gone), it
 * loads Swiper and takes that step at once.
 */
/** Swiper's own threshold for a swipe is smaller; this one tells a swipe from a sloppy tap. */
const SWIPE_PX = 30;

export function useLazySwiper(
  rootRef: RefObject<HTMLElement | null>,
  options: () => SwiperOptions,
  { speedMs, focused, autoplayMs }: { speedMs: number; focused: boolean; autoplayMs?: number | null },
) {
  const reducedMotion = usePrefersReducedMotion();
  const speed = reducedMotion ? 0 : speedMs;
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const optionsRef = useRef(options);
  const loading = useRef<Promise<Swiper | null> | null>(null);
  const alive = useRef(true);
  // Read by event handlers, which may run before React has re-rendered with the new instance.
  const instanceRef = useRef<Swiper | null>(null);

  // A carousel that may move on its own is cued by its first step, not by coming into view.
  const autoplays = autoplayMs !== undefined;

  useEffect(() => {
    optionsRef.current = () => ({ ...options(), speed, keyboard: { enabled: false } });
  });

  const load = useCallback((): Promise<Swiper | null> => {
    loading.current ??= import("./swiper-loader")
      .then(({ createSwiper }) => {
        const element = rootRef.current;
        if (!alive.current || !element) {
          loading.current = null;
          return null;
        }
        const instance = createSwiper(element, optionsRef.current());
        instanceRef.current = instance;
        setSwiper(instance);
        return instance;
      })
      // Without Swiper (a failed chunk) the carousel stays as rendered: first slide, all content.
      .catch(() => null);
    return loading.current;
  }, [rootRef]);

  useEffect(() => {
    alive.current = true;
    const root = rootRef.current;
    if (!root) return;
    const cancel = whenCarouselNeeded(() => void load(), root.parentElement ?? root, root, { whenNear: !autoplays });
    // A swipe begun before Swiper listened: Swiper never saw its start, so it is replayed here.
    let press: { x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      press = event.isPrimary && !instanceRef.current ? { x: event.clientX, y: event.clientY } : null;
    };
    const up = (event: PointerEvent) => {
      if (!press) return;
      const dx = event.clientX - press.x;
      const dy = event.clientY - press.y;
      press = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      const forward = getComputedStyle(root).direction === "rtl" ? dx > 0 : dx < 0;
      void load().then((instance) => (forward ? instance?.slideNext() : instance?.slidePrev()));
    };
    root.addEventListener("pointerdown", down);
    root.addEventListener("pointerup", up);
    return () => {
      alive.current = false;
      cancel();
      root.removeEventListener("pointerdown", down);
      root.removeEventListener("pointerup", up);
    };
  }, [load, rootRef, autoplays]);

  useEffect(() => {
    if (autoplayMs == null) return;
    // Asked for already (a control, a swipe): Swiper's own autoplay takes the steps from there.
    return afterLoad(autoplayMs, () => {
      if (!loading.current) void load().then((instance) => instance?.slideNext());
    });
  }, [autoplayMs, load]);

  // Cleanup belongs to the instance it was registered with: the first run (no instance yet) must
  // not forget the instance that arrives later, or a control's click would step twice (once by
  // Swiper's Navigation, once more through beforeSwiper).
  useEffect(() => {
    if (!swiper) return;
    return () => {
      if (instanceRef.current === swiper) instanceRef.current = null;
      swiper.destroy(true, false);
    };
  }, [swiper]);

  // Swiper's autoplay runs while the carousel moves (a delay) and stops when it does not (null).
  useEffect(() => {
    if (!swiper?.autoplay || autoplayMs === undefined) return;
    if (autoplayMs === null) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, autoplayMs]);

  useEffect(() => {
    if (!swiper) return;
    // Swiper reads its speed from params at every move.
    Object.assign(swiper.params, { speed });
  }, [swiper, speed]);

  useEffect(() => {
    if (!swiper?.keyboard) return;
    if (focused) swiper.keyboard.enable();
    else swiper.keyboard.disable();
  }, [swiper, focused]);

  /**
   * For a control's own click handler: nothing once Swiper runs (its Navigation and Pagination
   * listen to the same controls), else `action` as soon as Swiper has loaded.
   */
  const beforeSwiper = useCallback(
    (action: (instance: Swiper) => void) => {
      if (instanceRef.current) return;
      void load().then((instance) => instance && action(instance));
    },
    [load],
  );

  return { swiper, beforeSwiper };
}
