/**
 * The attribute the early script sets on `<html>` once the web faces it added are in (`document.fonts.ready`):
 * the selects restyle then (styles/globals.css).
 */
export const WEB_FONTS_ATTRIBUTE = "data-fonts";

/** Remembers that this browser has fetched the web fonts once, so later pages take them at once. */
export const WEB_FONTS_SEEN_KEY = "web-fonts-seen";

/**
 * The suffix of the `@font-face` families (styles/globals.css) that carry the web fonts' files: no
 * stack names them, and each face is added to the family without the suffix.
 */
export const WEB_FACE_FILE_SUFFIX = "-file";

/**
 * The weight ranges of the stand-in faces (styles/globals.css). A web face is added once for each,
 * so that for every weight it and its stand-in sit in the same face set, where the face added last
 * wins: Chromium picks between differing ranges that both hold a weight in no set order.
 */
export const STAND_IN_WEIGHTS = ["100 549", "550 1000"] as const;

/**
 * The families each language fetches from the start: English pages Inter's Latin face alone, Arabic
 * pages Cairo and Inter's digits. The others are added unloaded, so the browser fetches one only for
 * a character the page's own faces lack (Inter's Latin face on an Arabic page, for a Latin word).
 */
export const WEB_FONT_FAMILIES = { en: ["latinFont"], ar: ["arabicFont", "latinDigitsFont"] } as const;

/**
 * Every stack names its families from the first paint, each a stand-in until its web face is added
 * with `document.fonts.add` (styles/globals.css). Adding faces to families the stacks already name
 * costs the page a layout; naming new families (a custom property or a class changing the stacks)
 * cost a style pass over every element as well (/en/doctors at 4× CPU: 771 → 678 ms of blocking
 * time, the Arabic home 958 → 814; docs/performance.md, 2026-12-03).
 *
 * On a visitor's first page the web fonts start once its first contentful paint is on screen, so
 * neither face competes with the stylesheet and the page's own requests for the first paint, and
 * Chromium does not hold that paint for a face it is fetching. A browser that fetched them before (a
 * flag in localStorage; the files are immutable, cached a year) starts them at once, as does a
 * browser without paint timing. Either way the page's faces are fetched first and added once they
 * are in (or failed): adding faces still on their way costs a second pass over the page's layout when
 * they arrive, and a select drawn before they arrive keeps its stand-in until the mark restyles it,
 * which waits for them (styles/globals.css). The swap keeps every line's height.
 *
 * The files and characters come from the stylesheet's `-file` rules, where the build wrote their
 * hashed addresses; the script runs after the stylesheet has loaded (a script waits for the
 * stylesheets before it). A sheet it may not read (another origin) leaves the stand-ins. Rule type 5
 * is `@font-face`. A file's faces load one after the other: loaded together, each was a request of
 * its own, where the second now comes from the HTTP cache (each face still decodes the file: 0.5–1.6
 * ms of main thread a page, docs/performance.md, 2026-12-03 16:58). A file that fails leaves its
 * family's stand-ins.
 */
export const START_WEB_FONTS_SCRIPT =
  `(()=>{const d=document.documentElement,own=${JSON.stringify(WEB_FONT_FAMILIES)}[d.lang==="en"?"en":"ar"],S=${JSON.stringify(WEB_FACE_FILE_SUFFIX)},W=${JSON.stringify(STAND_IN_WEIGHTS)};` +
  `const files=()=>{const r=[];try{for(const s of document.styleSheets){let c;try{c=s.cssRules}catch{continue}` +
  `for(const x of c){if(x.type!==5)continue;const v=p=>x.style.getPropertyValue(p),n=v("font-family").replace(/["']/g,"");` +
  `if(n===S||!n.endsWith(S))continue;const t=n.slice(0,-S.length),` +
  `u=v("src").replace(/url\\(\\s*(["']?)([^"')]+)\\1\\s*\\)/g,(m,q,h)=>'url("'+new URL(h,s.href||document.baseURI).href+'")');` +
  `r.push({own:own.includes(t),faces:W.map(w=>new FontFace(t,u,{weight:w,display:"swap",unicodeRange:v("unicode-range")}))})}}}catch{}return r};` +
  `const mark=()=>{d.setAttribute("${WEB_FONTS_ATTRIBUTE}","");try{localStorage.setItem("${WEB_FONTS_SEEN_KEY}","1")}catch{}};` +
  `const add=r=>{for(const g of r)if(!g.faces.some(f=>f.status==="error"))g.faces.forEach(f=>document.fonts.add(f));try{document.fonts.ready.then(mark,mark)}catch{mark()}};` +
  `const go=()=>{const r=files();Promise.all(r.filter(g=>g.own).map(g=>g.faces.slice(1).reduce((p,f)=>p.then(()=>f.load()),g.faces[0].load()).catch(()=>{}))).then(()=>add(r))};` +
  `try{if(localStorage.getItem("${WEB_FONTS_SEEN_KEY}"))return go()}catch{}` +
  `const P=window.PerformanceObserver;if(!P?.supportedEntryTypes?.includes("paint"))return go();` +
  `new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})})()`;
