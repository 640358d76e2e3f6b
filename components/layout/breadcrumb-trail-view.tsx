import { readablePath } from "@/lib/i18n/readable-path";
import { breadcrumbListJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld";
import { ChevronForwardIcon } from "@/components/ui/icons";

/** A page's trail as words and paths: Home first, the page itself last (its title). */
export interface BreadcrumbTrailData {
  /** The trail's landmark name ("Breadcrumb"). */
  label: string;
  /** Each step's name and localized path ("" for a step without a page); the last step is the current page. */
  trail: Array<{ name: string; link: string }>;
  /** The site's origin, which the JSON-LD's addresses are absolute in. */
  siteUrl: string;
}

/**
 * The breadcrumb band's trail, the page's `<h1>` and the BreadcrumbList JSON-LD (breadcrumb.tsx):
 * a pure function of its steps, kept as the server drew it (kept-breadcrumb-trail.tsx).
 */
export function BreadcrumbTrailView({ label, trail, siteUrl }: BreadcrumbTrailData) {
  const last = trail.length - 1;
  return (
    <>
      <nav aria-label={label}>
        <ol className="crumbs">
          {trail.map((item, index) => (
            <li key={`${index}-${item.name}`}>
              {index === last ? (
                <span aria-current="page">{item.name}</span>
              ) : item.link ? (
                <a href={readablePath(item.link)}>{item.name}</a>
              ) : (
                <span>{item.name}</span>
              )}
              {index !== last && <ChevronForwardIcon size={14} className="opacity-70" />}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold md:text-4xl">{trail[last]?.name}</h1>
      <JsonLdScript data={breadcrumbListJsonLd(trail, siteUrl)} />
    </>
  );
}
