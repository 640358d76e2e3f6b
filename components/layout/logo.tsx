import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";

type Props = {
  locale: Locale;
  siteName: string;
  /** Hide the name on phones (the mark stays; the link keeps its accessible name). */
  compact?: boolean;
  /** Accessible name of the link, e.g. "Hospital Group home page". */
  label: string;
  tone?: "brand" | "inverse";
};

/**
 * The group's mark and name, linking home. The mark is the stylesheet's (`logo-link`, globals.css):
 * drawn with the first paint like an inline SVG, without its shapes in every page's HTML and payload.
 * A plain anchor inside the frame's `data-soft-nav` roots, which navigate on the client
 * (components/navigation/soft-links.tsx).
 */
export function Logo({ locale, siteName, label, tone = "brand", compact = false }: Props) {
  const className = tone === "inverse" ? "logo-link logo-inverse" : compact ? "logo-link logo-compact" : "logo-link";
  return (
    <a href={readablePathname({ locale, href: "/" })} aria-label={label} className={className}>
      <span>{siteName}</span>
    </a>
  );
}
