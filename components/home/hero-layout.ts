/** The hero picture's box (server slide and the client's stand-in share it, so nothing moves): `.hero-box` in globals.css. */
export const HERO_IMAGE_BOX = "hero-box";
