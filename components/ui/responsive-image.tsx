"use client";

import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { DESKTOP_MEDIA, FALLBACK_IMAGE, imageUrl, type ImageSource } from "@/lib/images";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> & {
  image: ImageSource | null | undefined;
  /** Empty string for decorative images. */
  alt: string;
  /** Intrinsic size of the desktop variant (sets the aspect ratio, prevents layout shift). */
  width: number;
  height: number;
  /** Intrinsic size of the mobile variant, when its aspect ratio differs. */
  mobileWidth?: number;
  mobileHeight?: number;
  /** The LCP image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  /** One variant for every screen (the mobile one, lighter), as a plain `<img>`: for small images. */
  single?: boolean;
};

/**
 * SPEC §3 image: a `<picture>` with the mobile variant below 768 px and the desktop variant from
 * 768 px (or, `single`, one variant as a plain `<img>`), served from `/storage/`, swapping to the
 * fallback image if loading fails, before the page ran too.
 */
export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  mobileWidth,
  mobileHeight,
  priority = false,
  single = false,
  ...imgProps
}: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before the page ran never fires React's onError: check once on mount.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const mobile = failed ? FALLBACK_IMAGE : imageUrl(image, "mobile");
  const desktop = failed || single ? mobile : imageUrl(image, "desktop");

  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- backend images under /storage/ with our own fallback
    <img
      {...imgProps}
      ref={ref}
      src={mobile}
      width={mobileWidth ?? width}
      height={mobileHeight ?? height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      // "auto" is the default: written only when it says something.
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      onError={() => setFailed(true)}
    />
  );
  if (single) return img;
  return (
    <picture>
      {mobile !== desktop && <source media={DESKTOP_MEDIA} srcSet={desktop} width={width} height={height} />}
      {img}
    </picture>
  );
}
