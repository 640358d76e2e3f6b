import { imageUrl, type ImageSource } from "@/lib/images";
import { ResponsiveImage } from "@/components/ui/responsive-image";

/**
 * A doctor's round photo (`.doctor-photo` in styles/globals.css; a card sets its size there, other
 * places pass theirs as a class). Round photos are small, so one variant serves every screen (the
 * mobile one, lighter, resolved here so the payload carries one path); a missing or broken image
 * shows the fallback (SPEC §3).
 */
export function DoctorPhoto({
  image,
  size,
  priority = false,
  className,
}: {
  image: ImageSource | null | undefined;
  /** The intrinsic size in px (the box is square). */
  size: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <ResponsiveImage
      single
      image={imageUrl(image, "mobile")}
      alt=""
      width={size}
      height={size}
      {...(priority ? { priority } : {})}
      className={className ? `doctor-photo ${className}` : "doctor-photo"}
    />
  );
}
