import { useTranslations } from "next-intl";
import { CloseIcon } from "@/components/ui/icons";
import type { ContentKind } from "@/lib/content/kinds";
import { contentSearchIds } from "./content-list-ids";
import { SearchBox } from "./search-box";

/** The interactive list's search: the box's text and what typing, sending and clearing do. */
export interface ContentSearchHandlers {
  draft: string;
  onInput: (value: string) => void;
  onSearch: () => void;
  onClear: () => void;
}

/**
 * A list's name search (clinics, oncology), rendered by the server's markup (a native GET form;
 * sending it hands the list over, ActivateOnIntent) and by the interactive list (`on`).
 */
export function ContentSearchForm({ kind, label, on }: { kind: ContentKind; label?: string; on?: ContentSearchHandlers }) {
  const t = useTranslations("lists");
  return (
    <SearchBox
      ids={contentSearchIds(kind)}
      label={label ?? t("searchLabel")}
      placeholder={t("searchPlaceholder")}
      submitLabel={t("search")}
      on={on && { value: on.draft, onInput: on.onInput, onSearch: on.onSearch }}
      className="sm:max-w-xl"
      inputClassName="pe-11"
    >
      {on?.draft ? (
        <button
          type="button"
          onClick={on.onClear}
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center text-muted hover:text-ink"
        >
          <CloseIcon size={18} />
          <span className="sr-only">{t("clearSearch")}</span>
        </button>
      ) : null}
    </SearchBox>
  );
}
