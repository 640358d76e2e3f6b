import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";

/** The "all services / all news" link at the end of a home section's heading row; its arrow is the stylesheet's. */
export function SeeAllLink({ href, children }: { href: ComponentProps<typeof Link>["href"]; children: string }) {
  return (
    <Link href={href} className="see-all-link">
      {children}
    </Link>
  );
}
