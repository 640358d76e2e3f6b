"use client";

import { useState, type ImgHTMLAttributes } from "react";
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
};

/**
 * SPEC §3 image: a `<picture>` with the mobile variant below 768 px and the desktop variant from
 * 768 px, served from `/storage/`, swapping to the fallback image if loading fails.
 */
export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  mobileWidth,
  mobileHeight,
  priority = false,
  ...imgProps
}: Props) {
  const [failed, setFailed] = useState(false);
  const desktop = failed ? FALLBACK_IMAGE : imageUrl(image, "desktop");
  const mobile = failed ? FALLBACK_IMAGE : imageUrl(image, "mobile");

  return (
    <picture>
      {!failed && mobile !== desktop && (
        <source media={DESKTOP_MEDIA} srcSet={desktop} width={width} height={height} />
      )}
      <img
        {...imgProps}
        src={mobile !== desktop ? mobile : desktop}
        width={mobileWidth ?? width}
        height={mobileHeight ?? height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
