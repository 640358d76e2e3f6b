import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { ArrowForwardIcon } from "@/components/ui/icons";
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
      <div className="relative aspect-[4/3] overflow-hidden bg-surface">
        <ResponsiveImage
          image={image}
          alt=""
          width={800}
          height={600}
          priority={priority}
          className="card-image"
        />
        {badge && <div className="absolute start-3 top-3">{badge}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg leading-snug font-bold text-ink">
          <Link
            href={href}
            className="card-link"
          >
            {title}
          </Link>
        </Heading>
        {summary && <p className="line-clamp-2 text-muted">{summary}</p>}
        {fact && <div className="flex flex-col gap-1 text-sm text-muted">{fact}</div>}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand-700">
          {t("readMore")}
          <ArrowForwardIcon size={18} />
        </span>
      </div>
    </article>
  );
}

/** One labelled fact line of a card or a detail page. */
export function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      {icon && <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>}
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </p>
  );
}
