import type { ReactNode } from "react";

type Props = {
  /** Big number shown above the title, e.g. 404 or 500. */
  code: number | string;
  title: string;
  text: string;
  /** Screen-reader text for the code, e.g. "Error 404". */
  codeLabel: string;
  actions: ReactNode;
};

/** The body of the 404 and error pages: a calm illustration, code, title, text and actions. */
export function StatusView({ code, title, text, codeLabel, actions }: Props) {
  return (
    <section className="container-page flex flex-col items-center py-16 text-center md:py-24">
      <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false" className="mb-6">
        <circle cx="60" cy="60" r="56" fill="var(--color-brand-50)" />
        <circle cx="60" cy="60" r="40" fill="var(--color-brand-100)" />
        <path d="M52 36h16v16h16v16H68v16H52V68H36V52h16Z" fill="var(--color-brand-600)" />
      </svg>
      <p className="text-5xl font-bold text-brand-700 md:text-6xl" aria-hidden="true">
        <bdi>{code}</bdi>
      </p>
      <p className="sr-only">{codeLabel}</p>
      <h1 className="mt-3 text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      <p className="mt-3 max-w-xl text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
    </section>
  );
}
