import { useLocale } from "next-intl";
import { SoftLink } from "@/lib/navigation/soft-link";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";

type Href = Parameters<typeof readablePathname>[0]["href"];

/**
 * The "all services / all news" link at the end of a home section's heading row; its arrow is the
 * stylesheet's. A plain link to the localized path, its Arabic letters as they are
 * (lib/i18n/readable-path.ts).
 */
export function SeeAllLink({ href, children }: { href: Href; children: string }) {
  const locale = useLocale() as Locale;
  return (
    <SoftLink href={readablePathname({ locale, href })} className="see-all-link">
      {children}
    </SoftLink>
  );
}
