import type { ReactNode } from "react";

/** SPEC §8 empty states ("no data", "no news", "no info"): an illustration, the message, a way on. */
export function EmptyState({ message, hint, action }: { message: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false" className="text-brand-300">
        <rect x="8" y="10" width="80" height="54" rx="10" fill="currentColor" opacity="0.25" />
        <rect x="20" y="22" width="40" height="6" rx="3" fill="currentColor" />
        <rect x="20" y="34" width="56" height="5" rx="2.5" fill="currentColor" opacity="0.6" />
        <rect x="20" y="44" width="32" height="5" rx="2.5" fill="currentColor" opacity="0.6" />
      </svg>
      <p className="text-lg font-bold text-ink">{message}</p>
      {hint && <p className="max-w-md text-muted">{hint}</p>}
      {action}
    </div>
  );
}
