import type { ImgHTMLAttributes, Ref } from "react";
import { DESKTOP_MEDIA, FALLBACK_ATTRIBUTE, FALLBACK_IMAGE, imageUrl, type ImageSource } from "@/lib/images";

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> & {
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
 * SPEC §3 image as markup, a pure function of its props: a `<picture>` with the mobile variant below
 * 768 px and the desktop variant from 768 px (or, `single`, one variant as a plain `<img>`), served
 * from `/storage/`. Who swaps it to the fallback image when it fails: ResponsiveImage's code
 * (`failed`, `imgRef`, `onError`), or, in markup written as a string that has no code
 * (`swappedByPage`), the layout's script (lib/images/fallback-script.ts).
 */
export function PictureView({
  image,
  alt,
  width,
  height,
  mobileWidth,
  mobileHeight,
  priority = false,
  single = false,
  failed = false,
  swappedByPage = false,
  imgRef,
  ...imgProps
}: PictureProps & { failed?: boolean; swappedByPage?: boolean; imgRef?: Ref<HTMLImageElement> }) {
  const mobile = failed ? FALLBACK_IMAGE : imageUrl(image, "mobile");
  const desktop = failed || single ? mobile : imageUrl(image, "desktop");

  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- backend images under /storage/ with our own fallback
    <img
      {...imgProps}
      {...(swappedByPage && mobile !== FALLBACK_IMAGE ? { [FALLBACK_ATTRIBUTE]: "" } : {})}
      ref={imgRef}
      src={mobile}
      width={mobileWidth ?? width}
      height={mobileHeight ?? height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      // "auto" is the default: written only when it says something.
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
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
