/** The attribute on `<html>` under which the page's text takes the web fonts (styles/globals.css). */
export const WEB_FONTS_ATTRIBUTE = "data-fonts";

/** Remembers that this browser has fetched the web fonts once, so later pages take them at once. */
export const WEB_FONTS_SEEN_KEY = "web-fonts-seen";

/**
 * The `@font-face` families (styles/globals.css) each language draws from the start: English pages
 * Inter's Latin face alone, Arabic pages Cairo and Inter's digits. Inter's Latin face on an Arabic
 * page is left to the browser, which fetches it only for a character the other two lack.
 */
export const WEB_FONT_FAMILIES = { en: ["latinFont"], ar: ["arabicFont", "latinDigitsFont"] } as const;

/**
 * On a visitor's first page the web fonts start once its first contentful paint is on screen: until
 * then the text is drawn in the metric-matched stand-ins (styles/globals.css), so neither face
 * competes with the stylesheet and the page's own requests for the first paint, and Chromium does
 * not hold that paint for a face it is fetching. The page's faces are fetched first and named once
 * they are in (or failed): naming them changes every element's font, and naming faces still on their
 * way costs a second pass over the whole page's style and layout when they arrive (home at 4× CPU:
 * 326–474 ms of style and layout after the first paint, 166–320 fetched first). The swap keeps every
 * line's height. A browser that fetched them before (a flag in localStorage; the files are
 * immutable, cached a year) takes them from the start, as a browser without paint timing does.
 */
export const START_WEB_FONTS_SCRIPT =
  `(function(){var d=document.documentElement;function go(){d.setAttribute("${WEB_FONTS_ATTRIBUTE}","");try{localStorage.setItem("${WEB_FONTS_SEEN_KEY}","1")}catch(e){}}` +
  `function fetchThenGo(){var w=${JSON.stringify(WEB_FONT_FAMILIES)}[d.lang==="en"?"en":"ar"],l=[];` +
  `try{document.fonts.forEach(function(f){if(w.indexOf(f.family.replace(/["']/g,""))>=0)l.push(f.load())})}catch(e){}` +
  `Promise.all(l).then(go,go)}` +
  `try{if(localStorage.getItem("${WEB_FONTS_SEEN_KEY}"))return go()}catch(e){}` +
  `var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();fetchThenGo()}}).observe({type:"paint",buffered:true})})()`;
