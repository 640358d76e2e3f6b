"use client";

import { useEffect, useRef, useState } from "react";
import { FALLBACK_IMAGE, imageUrl, type ImageSource } from "@/lib/images";

/**
 * A doctor's round photo. Round photos are small, so one variant serves every screen (the mobile
 * one, lighter); a missing or broken image shows the fallback (SPEC §3).
 */
export function DoctorPhoto({
  image,
  size,
  priority = false,
  className = "",
}: {
  image: ImageSource | null | undefined;
  size: number;
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration never fires onError for React: check once on mount.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const src = failed ? FALLBACK_IMAGE : imageUrl(image, "mobile");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- backend images under /storage/ with our own fallback
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailed(true)}
      className={`aspect-square shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
