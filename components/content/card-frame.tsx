import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { Link } from "@/lib/i18n/navigation";
import type { ImageSource } from "@/lib/images";

type Href = React.ComponentProps<typeof Link>["href"];

/**
 * The frame every content card shares (DESIGN "Cards"): image at a fixed 4:3 ratio with the
 * fallback on error, title, two lines of summary, the key fact, one action. The title link is
 * stretched over the card, so the whole card is one tap target and one tab stop.
 * Works in server and client trees.
 */
export function CardFrame({
  href,
  title,
  summary,
  image,
  fact,
  badge,
  headingLevel = 2,
  priority = false,
}: {
  href: Href;
  title: string;
  summary?: string;
  image: ImageSource | null | undefined;
  /** The key fact (date, specialty, phone…): keep interactive elements `relative z-10`. */
  fact?: ReactNode;
  badge?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}) {
  const t = useTranslations("content");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card group">
      <div className="card-media">
        <ResponsiveImage
          image={image}
          alt=""
          width={800}
          height={600}
          {...(priority ? { priority } : {})}
          className="card-image"
        />
        {badge && <div className="absolute start-3 top-3">{badge}</div>}
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <Link href={href} className="card-link">
            {title}
          </Link>
        </Heading>
        {summary && <p className="card-summary">{summary}</p>}
        {fact && <div className="card-facts">{fact}</div>}
        {/* Its arrow is drawn by the stylesheet (.card-more::after). */}
        <span aria-hidden="true" className="card-more">
          {t("readMore")}
        </span>
      </div>
    </article>
  );
}

/** One labelled fact line of a card or a detail page. */
export function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <p className="fact">
      {icon && <span className="fact-icon">{icon}</span>}
      <span>
        <span className="sr-only">{`${label}: `}</span>
        {children}
      </span>
    </p>
  );
}
