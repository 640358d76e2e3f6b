/**
 * The mobile menu button's look (`.menu-button`, globals.css), shared by the button and the link that
 * stands in for it before hydration.
 */
export const menuButtonClass = "menu-button";
