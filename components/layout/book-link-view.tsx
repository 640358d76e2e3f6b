import { buttonClasses } from "@/components/ui/button";
import { CalendarIcon } from "@/components/ui/icons";

export type BookLinkData = {
  /** The doctors, soonest free first, at their list (site-header.tsx). */
  href: string;
  /** The label on a phone's narrow bar. */
  short: string;
  /** The label from `sm` up. */
  long: string;
};

/**
 * The header's "Book an appointment". `data-soft-nav="off"`: a page load, so the browser's own
 * fragment navigation starts the next Tab at the doctors' list (components/navigation/soft-links.tsx).
 * Drawn on the server from its data and kept as drawn (kept-frame.tsx).
 */
export function BookLinkView({ href, short, long }: BookLinkData) {
  return (
    <a href={href} data-soft-nav="off" className={buttonClasses("accent", "sm", "px-3 sm:px-4")}>
      <CalendarIcon size={18} />
      <span className="sm:hidden">{short}</span>
      <span className="hidden sm:inline">{long}</span>
    </a>
  );
}
