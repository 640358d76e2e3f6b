/** The about page's sections after its intro, as words: each is left out when it has nothing to show. */
export interface AboutSectionsData {
  numbers: { title: string; items: Array<{ label: string; value: string }> } | null;
  /** Mission and vision, each with its title; either may be absent. */
  aims: Array<{ title: string; text: string }>;
  values: { title: string; items: Array<{ title: string; text: string }> } | null;
  history: { title: string; steps: Array<{ year: number; title: string; text: string }> } | null;
}

const CARD = "rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]";

/**
 * The about page's numbers, mission and vision, values and history (about-view.tsx). A pure function
 * of its words, kept as the server drew it (kept-about-sections.tsx); its wrapper is `display:
 * contents`, so each section stays an item of the page's column.
 */
export function AboutSectionsView({ numbers, aims, values, history }: AboutSectionsData) {
  return (
    <>
      {numbers && (
        <section aria-labelledby="about-numbers">
          <h2 id="about-numbers" className="mb-6 text-2xl font-bold text-brand-800">
            {numbers.title}
          </h2>
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
        </section>
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
        <section aria-labelledby="about-values">
          <h2 id="about-values" className="mb-6 text-2xl font-bold text-brand-800">
            {values.title}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {values.items.map((value) => (
              <li key={value.title} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
                <h3 className="mb-2 text-lg font-bold text-ink">{value.title}</h3>
                <p className="text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {history && (
        <section aria-labelledby="about-history">
          <h2 id="about-history" className="mb-6 text-2xl font-bold text-brand-800">
            {history.title}
          </h2>
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
        </section>
      )}
    </>
  );
}
