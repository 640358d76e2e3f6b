import type { ReactNode } from "react";

/**
 * SPEC §8 empty states ("no data", "no results for search", "no FAQs", "no info"): a calm
 * illustration, the message, a hint and a way forward. `role="status"` when it replaces content
 * that the visitor just asked for (search, filters), so assistive tech hears it.
 */
export function EmptyState({
  title,
  hint,
  action,
  live = false,
  headingLevel = 2,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  live?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role={live ? "status" : undefined}
      className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-6 py-12 text-center"
    >
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false" className="mb-4">
        <circle cx="36" cy="36" r="34" fill="var(--color-brand-50)" />
        <circle cx="32" cy="32" r="14" fill="none" stroke="var(--color-brand-600)" strokeWidth="5" />
        <path d="M42 42l12 12" stroke="var(--color-brand-600)" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <Heading className="text-xl font-bold text-ink">{title}</Heading>
      {hint && <p className="mt-2 max-w-md text-muted">{hint}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
