import Swiper from "swiper";
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

/*
 * Swiper and the modules the carousels use, in one module that is only ever imported lazily
 * (use-lazy-swiper.ts): nothing here is part of a page's first load.
 */
export function createSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { modules: [A11y, Keyboard, Autoplay, Pagination, Navigation], ...options });
}

export type { Swiper, SwiperOptions };
