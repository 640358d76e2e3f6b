import { createContext } from "react";

/**
 * True inside markup the browser keeps as the server wrote it (kept-from-server.tsx gives it to a
 * kept view that reads context): no code runs there, so an image is marked for the layout's
 * fallback script (lib/images/fallback-script.ts) instead of swapping itself (responsive-image.tsx).
 */
export const ImagesSwappedByPage = createContext(false);
