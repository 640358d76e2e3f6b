import { FALLBACK_ATTRIBUTE, FALLBACK_IMAGE } from "./index";

/**
 * Markup the server writes as a string (components/ui/kept-from-server.tsx) has no code in the
 * browser, so an image in it cannot swap to the fallback image on its own as ResponsiveImage does.
 * This script, in the layout before any image, listens for image errors on the whole document (an
 * image's `error` does not bubble: it is caught on its way down) and swaps a marked image, in its
 * `<picture>` or alone, to the fallback: its sources go, so the `<img>`'s own `src` is the one
 * loaded. The mark goes first, so a fallback that fails too is left as it is.
 */
export const IMAGE_FALLBACK_SCRIPT =
  `addEventListener("error",function(e){var i=e.target;if(i&&i.tagName==="IMG"&&i.hasAttribute("${FALLBACK_ATTRIBUTE}")){` +
  `i.removeAttribute("${FALLBACK_ATTRIBUTE}");var p=i.parentNode;if(p&&p.tagName==="PICTURE")for(var s=p.querySelectorAll("source"),k=0;k<s.length;k++)p.removeChild(s[k]);` +
  `i.removeAttribute("srcset");i.src="${FALLBACK_IMAGE}"}},true)`;
