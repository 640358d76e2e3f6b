import { SoftLink } from "@/lib/navigation/soft-link";
import { useTranslations } from "next-intl";
import type { RecordKind, RecordsPerson } from "@/lib/contract/records";
import { recordsSearch } from "@/lib/records/page-query";

/**
 * Whose record is shown, when the HIS confirms the account holder guards children: one link per
 * person, the current one marked. Shown only with more than one person.
 */
export function PersonSwitch({ basePath, persons, current, tab }: { basePath: string; persons: RecordsPerson[]; current: number | null; tab: RecordKind }) {
  const t = useTranslations("records.person");
  if (persons.length < 2) return null;
  return (
    <nav aria-labelledby="records-person-label" className="flex flex-wrap items-center gap-2">
      <p id="records-person-label" className="font-medium text-muted">
        {t("label")}
      </p>
      <ul className="flex flex-wrap gap-2">
        {persons.map((person) => {
          const active = person.family_member_id === current;
          return (
            <li key={person.family_member_id ?? "self"}>
              <SoftLink
                href={`${basePath}${recordsSearch({ tab, person: person.family_member_id })}`}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${active ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50"}`}
              >
                {person.relation === "self" ? t("self", { name: person.full_name }) : person.full_name}
              </SoftLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
