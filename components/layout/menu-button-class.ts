/** The mobile menu button's look, shared by the button and the link that stands in for it before hydration. */
export const menuButtonClass =
  "inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 xl:hidden";
