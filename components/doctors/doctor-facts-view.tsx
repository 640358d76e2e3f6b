import type { ReactNode } from "react";

/** A doctor's facts as words, each section left out (null) when it has nothing to show. */
export interface DoctorFactsData {
  overview: { title: string; facts: Array<{ label: string; value: string }>; bio: string | null };
  qualifications: { title: string; items: string[] } | null;
  career: { title: string; items: string[] } | null;
  services: { title: string; items: string[] } | null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] md:p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A doctor's overview, qualifications, career path and services (doctor-profile.tsx): a pure
 * function of their words, kept as the server drew it (kept-doctor-facts.tsx). Its wrapper is
 * `display: contents`, so each section stays an item of the profile's column.
 */
export function DoctorFactsView({ overview, qualifications, career, services }: DoctorFactsData) {
  return (
    <>
      <Section id="doctor-overview" title={overview.title}>
        <dl className="grid gap-4 sm:grid-cols-2">
          {overview.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {overview.bio ? <p className="mt-4 leading-relaxed text-ink">{overview.bio}</p> : null}
      </Section>

      {qualifications && (
        <Section id="doctor-qualifications" title={qualifications.title}>
          <ul className="list-disc space-y-1.5 ps-5 marker:text-brand-600">
            {qualifications.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      )}

      {career && (
        <Section id="doctor-career" title={career.title}>
          <ol className="relative space-y-3 border-s-2 border-brand-100 ps-5">
            {career.items.map((item) => (
              <li key={item} className="relative">
                <span aria-hidden="true" className="absolute -start-[1.6rem] top-2 size-3 rounded-full bg-brand-600" />
                {item}
              </li>
            ))}
          </ol>
        </Section>
      )}

      {services && (
        <Section id="doctor-services" title={services.title}>
          <ul className="flex flex-wrap gap-2">
            {services.items.map((item) => (
              <li key={item} className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {item}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
