import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { SoftLink } from "@/lib/navigation/soft-link";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { LocalizedHref } from "@/lib/i18n/localized-path";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { AppPathname, Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";

type Href = AppPathname | LocalizedHref;

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
  const locale = useLocale() as Locale;
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
          {/* The path written here, readable (lib/i18n/readable-path.ts), for Next's own link: next-intl's
              would bring its router and the route table's matching into the first load of every
              page with cards. */}
          <SoftLink href={readablePathname({ locale, href })} className="card-link">
            {title}
          </SoftLink>
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
