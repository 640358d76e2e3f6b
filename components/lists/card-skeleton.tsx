/** The shape of a content card while it loads (DESIGN: skeletons, never a blank area). */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      <div className="aspect-[4/3] animate-pulse bg-surface motion-reduce:animate-none" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-line motion-reduce:animate-none" />
        <div className="h-4 w-full animate-pulse rounded bg-surface motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-surface motion-reduce:animate-none" />
      </div>
    </div>
  );
}

/**
 * Placeholders appended to a list while its next page loads; hidden, the status line speaks. Only
 * the interactive lists draw them, so the lists' markup (first-load code) does not import this file.
 */
export function NextPageSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} aria-hidden="true">
      <CardSkeleton />
    </li>
  ));
}

/** A list while its first page loads (a search, new filters): placeholders; the status line speaks. */
export function SkeletonGrid({ count, describedBy }: { count: number; describedBy: string }) {
  return (
    <ul aria-busy="true" aria-describedby={describedBy} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
}
