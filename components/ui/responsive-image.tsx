"use client";

import { useContext, useEffect, useRef, useState } from "react";
import { ImagesSwappedByPage } from "./images-swapped-by-page";
import { PictureView, type PictureProps } from "./picture-view";

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
