/** The hero picture's box (server slide and the client's stand-in share it, so nothing moves). */
export const HERO_IMAGE_BOX = "aspect-[8/5] w-full md:aspect-[8/3] md:max-h-[34rem] md:min-h-[24rem]";
