import type { ReactNode } from "react";

/** The about page's sections after its intro, as words: each is left out when it has nothing to show. */
export interface AboutSectionsData {
  numbers: { title: string; items: Array<{ label: string; value: string }> } | null;
  /** Mission and vision, each with its title; either may be absent. */
  aims: Array<{ title: string; text: string }>;
  values: { title: string; items: Array<{ title: string; text: string }> } | null;
  history: { title: string; steps: Array<{ year: number; title: string; text: string }> } | null;
}

const CARD = "rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]";

/** A section named by its heading (`id`), as the numbers, values and history are. */
function Titled({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-6 text-2xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The about page's numbers, mission and vision, values and history (about-view.tsx). A pure function
 * of its words, kept as the server drew it (kept-about-sections.tsx); its wrapper is `display:
 * contents`, so each section stays an item of the page's column.
 */
export function AboutSectionsView({ numbers, aims, values, history }: AboutSectionsData) {
  return (
    <>
      {numbers && (
        <Titled id="about-numbers" title={numbers.title}>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {numbers.items.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-[var(--radius-card)] bg-brand-50 p-5 text-center">
                <dt className="text-muted">{item.label}</dt>
                <dd className="text-3xl font-bold text-brand-700">
                  <bdi dir="ltr">{item.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </Titled>
      )}

      {aims.length > 0 && (
        <section className="grid gap-6 md:grid-cols-2">
          {aims.map((aim) => (
            <div key={aim.title} className={CARD}>
              <h2 className="mb-3 text-xl font-bold text-brand-800">{aim.title}</h2>
              <p className="text-ink">{aim.text}</p>
            </div>
          ))}
        </section>
      )}

      {values && (
        <Titled id="about-values" title={values.title}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {values.items.map((value) => (
              <li key={value.title} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
                <h3 className="mb-2 text-lg font-bold text-ink">{value.title}</h3>
                <p className="text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </Titled>
      )}

      {history && (
        <Titled id="about-history" title={history.title}>
          <ol className="relative flex flex-col gap-6 border-s-2 border-brand-200 ps-6">
            {history.steps.map((step) => (
              <li key={`${step.year}-${step.title}`} className="relative">
                <span aria-hidden="true" className="absolute -start-[33px] top-1.5 size-4 rounded-full border-4 border-white bg-brand-600" />
                <p className="font-bold text-brand-700">
                  <bdi>{step.year}</bdi>
                </p>
                <h3 className="text-lg font-bold text-ink">{step.title}</h3>
                <p className="text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </Titled>
      )}
    </>
  );
}
