import { SoftLink } from "@/lib/navigation/soft-link";
import { useTranslations } from "next-intl";
import { RECORD_KINDS, type RecordKind } from "@/lib/contract/records";
import { recordsSearch, tabMessageKey } from "@/lib/records/page-query";

/**
 * The record's parts as links (the tab is in the URL, `?tab=`): each is a page of its own that
 * reads the HIS, so they are plain links marked `aria-current`, not script tabs. Never prefetched:
 * a prefetch would read the record (and write the access log) for a tab nobody opened.
 */
export function RecordsTabs({ basePath, current, person }: { basePath: string; current: RecordKind; person: number | null }) {
  const t = useTranslations("records");
  return (
    // On a phone the six wrap onto two lines rather than scroll: none is ever out of sight.
    <nav aria-label={t("tabsLabel")}>
      <ul className="flex flex-wrap gap-x-1 border-b border-line sm:gap-x-2">
        {RECORD_KINDS.map((kind) => {
          const active = kind === current;
          return (
            <li key={kind}>
              <SoftLink
                href={`${basePath}${recordsSearch({ tab: kind, person })}`}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 font-semibold sm:px-4 ${active ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:text-ink"}`}
              >
                {t(`tabs.${tabMessageKey(kind)}`)}
              </SoftLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
