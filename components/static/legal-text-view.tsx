/** A legal text as words: its "on this page" title, its intro and its sections in order (`id` is the in-page anchor). */
export interface LegalTextData {
  contents: string;
  intro: string;
  sections: Array<{ id: string; title: string; body: string }>;
}

/**
 * A legal page's body (legal-page.tsx): an "on this page" list of in-page links, then the intro and
 * the sections. A pure function of its words, kept as the server drew it (kept-legal-text.tsx).
 */
export function LegalTextView({ contents, intro, sections }: LegalTextData) {
  return (
    <>
      <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="legal-toc" className="mb-3 text-sm font-bold tracking-wide text-muted uppercase">
          {contents}
        </h2>
        <ol className="flex flex-col gap-1 border-s-2 border-line">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ms-0.5 block border-s-2 border-transparent py-1.5 ps-4 text-brand-700 hover:border-brand-600 hover:text-brand-800"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-lg leading-relaxed text-ink">{intro}</p>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-bold text-brand-800">
              {section.title}
            </h2>
            <p className="leading-relaxed text-ink">{section.body}</p>
          </section>
        ))}
      </article>
    </>
  );
}
