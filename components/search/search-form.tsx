import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { MAX_SEARCH_LENGTH } from "@/lib/api/search";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/** The site search box: a GET form to this page (`?s=`), prefilled with the current term. */
export async function SearchForm({ locale, term }: { locale: Locale; term: string }) {
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <form role="search" method="get" action={getPathname({ locale, href: "/search" })} className="flex flex-col gap-2 sm:max-w-2xl">
      <label htmlFor="site-search" className="font-semibold text-ink">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <input
          id="site-search"
          type="search"
          name="s"
          defaultValue={term}
          placeholder={t("placeholder")}
          maxLength={MAX_SEARCH_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full flex-1 rounded-xl border border-line-strong bg-white px-4 text-base text-ink placeholder:text-muted"
        />
        <button type="submit" className={buttonClasses("primary", "lg")}>
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
