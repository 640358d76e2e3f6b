"use client";

import { createContext, useContext, useEffect, useRef, useState } from "react";
import { PictureView, type PictureProps } from "./picture-view";

/**
 * True inside markup the browser keeps as the server wrote it (kept-from-server.tsx): no code runs
 * there, so an image is marked for the layout's fallback script (lib/images/fallback-script.ts)
 * instead of swapping itself.
 */
export const ImagesSwappedByPage = createContext(false);

/**
 * SPEC §3 image (picture-view.tsx) drawn by code: it swaps to the fallback image if loading fails,
 * before the page ran too.
 */
export function ResponsiveImage(props: PictureProps) {
  const swappedByPage = useContext(ImagesSwappedByPage);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before the page ran never fires React's onError: check once on mount.
  useEffect(() => {
    const img = ref.current;
    if (!swappedByPage && img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [swappedByPage]);
  if (swappedByPage) return <PictureView {...props} swappedByPage />;
  return <PictureView {...props} failed={failed} imgRef={ref} onError={() => setFailed(true)} />;
}
