/**
 * Swiper's a11y templates use `{{index}}` and `{{slidesLength}}`; our messages `{index}`, `{total}`.
 * A module of its own: the carousels that fill templates (the home page's) import it, the related
 * doctors' carousel (labels filled by the server) does not load it with use-lazy-swiper.ts.
 */
export function swiperTemplate(message: string): string {
  return message.replace(/\{index\}/g, "{{index}}").replace(/\{total\}/g, "{{slidesLength}}");
}
