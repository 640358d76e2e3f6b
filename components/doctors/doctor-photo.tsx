import type { ImageSource } from "@/lib/images";
import { ResponsiveImage } from "@/components/ui/responsive-image";

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
  return (
    <ResponsiveImage
      single
      image={image}
      alt=""
      width={size}
      height={size}
      priority={priority}
      className={`aspect-square shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
