import type { AnchorHTMLAttributes } from "react";

export type SoftLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** `false`: navigates on the client but is never prefetched (a page rendered for each visitor: a slot's booking). */
  prefetch?: false;
};

/**
 * A link of ours as a plain anchor that navigates on the client: the soft links' listener
 * (components/navigation/soft-links.tsx) makes a click a client navigation and prefetches the
 * page on intent (SPEC §9: pointer over it, a touch, keyboard focus; never on 2g or with the data
 * saver on). No `next/link`:
 * its code (3.3 kB gzipped with its helpers) was in the first load of every list, the home page and
 * the doctor search for what the listener already does for the frame's links. Until the page
 * runs, it is a link that loads its page.
 */
export function SoftLink({ prefetch, ...props }: SoftLinkProps) {
  return <a {...props} data-soft-nav={prefetch === false ? "click" : ""} />;
}
