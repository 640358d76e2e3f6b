import type { ComponentProps } from "react";
import { ArrowForwardIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";

/** The "all services / all news" link at the end of a home section's heading row. */
export function SeeAllLink({ href, children }: { href: ComponentProps<typeof Link>["href"]; children: string }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {children}
      <ArrowForwardIcon size={18} />
    </Link>
  );
}
