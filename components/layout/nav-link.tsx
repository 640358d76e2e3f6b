import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { NavHref } from "./nav-href";

type Props = {
  href: NavHref;
  className?: string;
  children: ReactNode;
  /** Read to screen readers after the text of external links, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
};

/** A menu link: localized next-intl Link for internal routes, a new-tab anchor for external ones. */
export function NavLink({ href, className, children, newTabLabel }: Props) {
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
    <Link href={href.pathname} {...(className ? { className } : {})}>
      {children}
    </Link>
  );
}
