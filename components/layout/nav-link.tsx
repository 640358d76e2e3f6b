import type { ReactNode } from "react";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import type { NavHref } from "./nav-href";

type Props = {
  href: NavHref;
  locale: Locale;
  className?: string;
  children: ReactNode;
  /** Read to screen readers after the text of external links, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
};

/**
 * A menu link: the route's localized path for internal routes, a new-tab anchor for external ones.
 * A plain anchor, not a `<Link>`: the header and the footer mark their roots `data-soft-nav`, whose
 * links navigate on the client and prefetch on intent once the navigation runtime runs
 * (components/navigation/soft-links.tsx). So the frame's thirty-odd links cost neither a client
 * component each in every render nor the router's link code in every page's first load.
 */
export function NavLink({ href, locale, className, children, newTabLabel }: Props) {
  if (href.kind === "external") {
    return (
      <a href={href.href} target="_blank" rel="noopener noreferrer" {...(className ? { className } : {})}>
        {children}
        {newTabLabel ? <span className="sr-only"> {newTabLabel}</span> : null}
      </a>
    );
  }
  return (
    // No className prop at all when none is given: an undefined prop is written into the payload
    // ("$undefined") for each of the frame's thirty-odd links on every page.
    <a href={readablePathname({ locale, href: href.pathname })} {...(className ? { className } : {})}>
      {children}
    </a>
  );
}
