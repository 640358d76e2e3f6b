import type { SurveySummary } from "@/lib/contract/engagement";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** The surveys a business unit asks, each with a way in. */
export function SurveyList({ unitKey, surveys, emptyText, startLabel }: { unitKey: string; surveys: SurveySummary[]; emptyText: string; startLabel: string }) {
  if (surveys.length === 0) return <p className="mt-8 text-muted">{emptyText}</p>;
  return (
    <ul className="mt-8 grid gap-4">
      {surveys.map((survey) => (
        <li key={survey.id} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
          <h2 className="text-lg font-bold text-ink">{survey.title}</h2>
          <p className="mt-1 text-muted">{survey.intro}</p>
          <Link
            href={{ pathname: "/survey/[[...params]]", params: { params: [unitKey, survey.slug] } }}
            className={buttonClasses("primary", "md", "mt-4")}
            aria-label={`${startLabel}: ${survey.title}`}
          >
            {startLabel}
          </Link>
        </li>
      ))}
    </ul>
  );
}
