/** The attribute on `<html>` under which the page's text takes the web fonts (styles/globals.css). */
export const WEB_FONTS_ATTRIBUTE = "data-fonts";

/** Remembers that this browser has fetched the web fonts once, so later pages take them at once. */
export const WEB_FONTS_SEEN_KEY = "web-fonts-seen";

/**
 * On a visitor's first page the web fonts start once its first contentful paint is on screen: until
 * then the text is drawn in the metric-matched stand-ins (styles/globals.css), so neither face
 * competes with the stylesheet and the page's own requests for the first paint, and Chromium does
 * not hold that paint for a face it is fetching. The swap keeps every line's height. A browser that
 * fetched them before (a flag in localStorage; the files are immutable, cached a year) takes them
 * from the start, as a browser without paint timing does.
 */
export const START_WEB_FONTS_SCRIPT =
  `(function(){var d=document.documentElement;function go(){d.setAttribute("${WEB_FONTS_ATTRIBUTE}","");try{localStorage.setItem("${WEB_FONTS_SEEN_KEY}","1")}catch(e){}}` +
  `try{if(localStorage.getItem("${WEB_FONTS_SEEN_KEY}"))return go()}catch(e){}` +
  `var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})})()`;
