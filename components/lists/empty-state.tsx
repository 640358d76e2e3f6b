import type { ReactNode } from "react";

/** What the empty place held: a search came back empty, or a patient has no offers or assessments yet. */
export type EmptyIllustration = "search" | "offer" | "assessment";

const stroke = { fill: "none", stroke: "var(--color-brand-600)", strokeWidth: 5, strokeLinecap: "round", strokeLinejoin: "round" } as const;

const DRAWINGS: Record<EmptyIllustration, ReactNode> = {
  search: (
    <>
      <circle cx="32" cy="32" r="14" fill="none" stroke="var(--color-brand-600)" strokeWidth="5" />
      <path d="M42 42l12 12" stroke="var(--color-brand-600)" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  // A price tag: offers bought appear here.
  offer: (
    <>
      <path d="M20 22h18l16 16-16 16-16-16V22z" {...stroke} />
      <circle cx="29" cy="31" r="3" fill="var(--color-brand-600)" />
    </>
  ),
  // A clipboard with a check: saved assessments appear here.
  assessment: (
    <>
      <rect x="22" y="18" width="28" height="38" rx="4" {...stroke} />
      <path d="M30 18v-2h12v2M29 39l5 5 9-10" {...stroke} />
    </>
  ),
};

/**
 * The site's one SPEC §8 empty state ("no data", "no news", "no info", "no results for search"):
 * a calm illustration, the message, a hint and a way on. The message is a heading when the empty
 * state stands for a whole page's content (`headingLevel`), a paragraph inside a list. `live`
 * (role="status") when it replaces what the visitor just asked for (search, filters), so
 * assistive tech hears it.
 */
export function EmptyState({
  message,
  hint,
  action,
  live = false,
  headingLevel,
  illustration = "search",
}: {
  message: string;
  hint?: string;
  action?: ReactNode;
  live?: boolean;
  headingLevel?: 2 | 3;
  illustration?: EmptyIllustration;
}) {
  const Message = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div
      role={live ? "status" : undefined}
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
    >
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false" data-illustration={illustration}>
        <circle cx="36" cy="36" r="34" fill="var(--color-brand-50)" />
        {DRAWINGS[illustration]}
      </svg>
      <Message className="text-lg font-bold text-ink">{message}</Message>
      {hint && <p className="max-w-md text-muted">{hint}</p>}
      {action && <div className="mt-3 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
