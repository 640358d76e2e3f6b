import type { ComponentProps } from "react";
import { ArrowForwardIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";

/** The "all services / all news" link at the end of a home section's heading row. */
export function SeeAllLink({ href, children }: { href: ComponentProps<typeof Link>["href"]; children: string }) {
  return (
    <Link href={href} className="see-all-link">
      {children}
      <ArrowForwardIcon size={18} />
    </Link>
  );
}
