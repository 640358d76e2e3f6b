import type { SVGProps } from "react";
import type { IconName } from "@/lib/icons/shapes";

/**
 * The site's icons, drawn from the sprite at `/icons.svg` (shapes in lib/icons/shapes.ts).
 * Decorative by default (`aria-hidden`); give the parent control an accessible name. Icons that
 * point forward/back carry the `rtl:-scale-x-100` class so they mirror in Arabic; icons that depict
 * things never do.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

// The version changes with the shapes (next.config.ts), so the sprite can be cached for good.
const spriteUrl = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION ?? "dev"}#`;

/**
 * Line icons take fill and stroke from the `.icon` class; glyphs are filled with the text colour.
 * The symbol's own viewBox scales it to whatever size the outer SVG is given.
 */
function SpriteIcon({
  icon,
  glyph = false,
  size = 20,
  className,
  ...rest
}: IconProps & { icon: IconName; glyph?: boolean }) {
  // A line icon has no `fill` attribute at all: an undefined prop is still written into the RSC
  // payload ("$undefined"), about 25 bytes for each of the up to 80 icons of a page.
  const paint = glyph ? { fill: "currentColor", className } : { className: className ? `icon ${className}` : "icon" };
  return (
    <svg width={size} height={size} aria-hidden="true" {...paint} {...rest}>
      <use href={spriteUrl + icon} />
    </svg>
  );
}

const mirror = (className?: string) => `rtl:-scale-x-100 ${className ?? ""}`.trim();

export const ChevronForwardIcon = ({ className, ...props }: IconProps) => (
  <SpriteIcon icon="chevron-forward" className={mirror(className)} {...props} />
);
export const ChevronBackIcon = ({ className, ...props }: IconProps) => (
  <SpriteIcon icon="chevron-back" className={mirror(className)} {...props} />
);
export const ArrowForwardIcon = ({ className, ...props }: IconProps) => (
  <SpriteIcon icon="arrow-forward" className={mirror(className)} {...props} />
);
export const ChevronDownIcon = (props: IconProps) => <SpriteIcon icon="chevron-down" {...props} />;
export const MenuIcon = (props: IconProps) => <SpriteIcon icon="menu" {...props} />;
export const CloseIcon = (props: IconProps) => <SpriteIcon icon="close" {...props} />;
export const CalendarIcon = (props: IconProps) => <SpriteIcon icon="calendar" {...props} />;
export const PhoneIcon = (props: IconProps) => <SpriteIcon icon="phone" {...props} />;
export const PinIcon = (props: IconProps) => <SpriteIcon icon="pin" {...props} />;
export const StethoscopeIcon = (props: IconProps) => <SpriteIcon icon="stethoscope" {...props} />;
export const SearchIcon = (props: IconProps) => <SpriteIcon icon="search" {...props} />;
export const FilterIcon = (props: IconProps) => <SpriteIcon icon="filter" {...props} />;
export const UserIcon = (props: IconProps) => <SpriteIcon icon="user" {...props} />;
export const GlobeIcon = (props: IconProps) => <SpriteIcon icon="globe" {...props} />;
export const HomeIcon = (props: IconProps) => <SpriteIcon icon="home" {...props} />;
export const PauseIcon = (props: IconProps) => <SpriteIcon icon="pause" {...props} />;
export const PlayIcon = (props: IconProps) => <SpriteIcon icon="play" {...props} />;
/** Content cards and pages: 18 px unless sized. */
export const ClockIcon = (props: IconProps) => <SpriteIcon icon="clock" size={18} {...props} />;
export const DownloadIcon = (props: IconProps) => <SpriteIcon icon="download" size={18} {...props} />;
export const WhatsAppIcon = (props: IconProps) => <SpriteIcon icon="whatsapp" glyph {...props} />;
export const AlertIcon = (props: IconProps) => <SpriteIcon icon="alert" {...props} />;
export const CheckCircleIcon = (props: IconProps) => <SpriteIcon icon="check-circle" {...props} />;

const socialIcons = {
  facebook: { icon: "facebook", glyph: true },
  x: { icon: "x", glyph: true },
  instagram: { icon: "instagram", glyph: false },
  youtube: { icon: "youtube", glyph: true },
  linkedin: { icon: "linkedin", glyph: true },
  snapchat: { icon: "snapchat", glyph: false },
  tiktok: { icon: "tiktok", glyph: true },
} as const satisfies Record<string, { icon: IconName; glyph: boolean }>;

/** A social network's mark; an unknown network gets the globe. */
export function SocialIcon({ network, ...props }: IconProps & { network: string }) {
  const social = Object.hasOwn(socialIcons, network) ? socialIcons[network as keyof typeof socialIcons] : null;
  return social ? <SpriteIcon icon={social.icon} glyph={social.glyph} {...props} /> : <GlobeIcon {...props} />;
}
