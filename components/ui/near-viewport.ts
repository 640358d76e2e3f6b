/**
 * Calls `onNear` once, when the first of the elements given to `observe` comes within half a
 * screen of the viewport: how far ahead the site loads code that only scrolled-to content needs
 * (carousels' Swiper, doctor cards' next times). `cancel` stops watching.
 */
export function whenNearViewport(onNear: () => void): { observe: (element: Element) => void; cancel: () => void } {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: "50% 0px" },
  );
  return { observe: (element) => observer.observe(element), cancel: () => observer.disconnect() };
}
