import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/lists/empty-state";
import { buttonClasses } from "@/components/ui/button";

/**
 * No offer for these filters, with the way back to all offers: a link to the bare list in the
 * server's markup, a reset of the filters in the interactive list (`onShowAll`). Server and client.
 */
export function OffersEmptyState({ listPath, onShowAll }: { listPath: string; onShowAll?: () => void }) {
  const t = useTranslations("offers.list");
  const tEmpty = useTranslations("empty");
  const showAllClass = buttonClasses("secondary", "md", "mt-2");
  return (
    <EmptyState
      message={tEmpty("noResults")}
      action={
        onShowAll ? (
          <button type="button" onClick={onShowAll} className={showAllClass}>
            {t("showAll")}
          </button>
        ) : (
          <a href={listPath} className={showAllClass}>
            {t("showAll")}
          </a>
        )
      }
    />
  );
}
