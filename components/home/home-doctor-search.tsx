import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import { getAllSpecialities, getBranches, getEntities, type BranchInfo, type Entity } from "@/lib/api/broker";
import { MAX_NAME_LENGTH } from "@/lib/doctors/search-params";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { optional } from "./optional";

/** Branches under their hospital's name, in the hospitals' order; a lone hospital needs no groups. */
function branchGroups(entities: Entity[], branches: BranchInfo[]): { label: string | null; branches: BranchInfo[] }[] {
  const groups = entities
    .map((entity) => ({ label: entity.name, branches: branches.filter((b) => b.businessUnitId === entity.id) }))
    .filter((group) => group.branches.length > 0);
  const grouped = new Set(groups.flatMap((group) => group.branches.map((b) => b.id)));
  const rest = branches.filter((b) => !grouped.has(b.id));
  if (groups.length <= 1) return [{ label: null, branches }];
  return rest.length > 0 ? [...groups, { label: null, branches: rest }] : groups;
}

/**
 * The home page's doctor search (DESIGN "Home": specialty, branch, name, right under the hero): a
 * plain GET form to the doctor search, whose URL keys it uses (lib/doctors/search-params.ts). No
 * script: it works before anything loads and adds nothing to the page's JavaScript. Without the
 * lookups (backend down while the page was rendered) it still searches by name.
 */
export async function HomeDoctorSearch({ locale }: { locale: Locale }) {
  const [t, tf, lookups] = await Promise.all([
    getTranslations({ locale, namespace: "home.doctorSearch" }),
    getTranslations({ locale, namespace: "doctors.filters" }),
    optional("doctor search lookups", () =>
      Promise.all([getAllSpecialities(locale), getBranches(locale), getEntities(locale)]),
    ),
  ]);
  const [specialties, branches, entities] = lookups ?? [[], [], []];

  return (
    // Its box, heading, lead and form are styled from .home-search (globals.css).
    <section aria-labelledby="home-doctor-search-title" className="home-search">
      <div className="container-page">
        <div>
          <h2 id="home-doctor-search-title">{t("title")}</h2>
          <p>{t("lead")}</p>
          <form
            role="search"
            aria-labelledby="home-doctor-search-title"
            method="get"
            action={readablePathname({ locale, href: "/doctors" })}
          >
            {specialties.length > 0 ? (
              <div>
                <label htmlFor="home-search-specialty">
                  {tf("specialty")}
                </label>
                <select id="home-search-specialty" name="specialty" defaultValue="">
                  <option value="">{t("anySpecialty")}</option>
                  {specialties.map((specialty) => (
                    <option key={specialty.id} value={specialty.id}>
                      {specialty.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {branches.length > 0 ? (
              <div>
                <label htmlFor="home-search-branch">
                  {tf("branch")}
                </label>
                <select id="home-search-branch" name="branch" defaultValue="">
                  <option value="">{tf("allBranches")}</option>
                  {branchGroups(entities, branches).map((group) => {
                    const options = group.branches.map((branch) => (
                      <option key={branch.id} value={branch.id}>
                        {branch.name}
                      </option>
                    ));
                    return group.label ? (
                      <optgroup key={group.label} label={group.label}>
                        {options}
                      </optgroup>
                    ) : (
                      options
                    );
                  })}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor="home-search-name">
                {tf("name")}
              </label>
              <input
                id="home-search-name"
                name="name"
                type="search"
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                placeholder={tf("namePlaceholder")}
               
              />
            </div>
            <button type="submit" className={buttonClasses("primary", "lg", "w-full md:w-auto")}>
              <SearchIcon size={20} />
              {t("submit")}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
