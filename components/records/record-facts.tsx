/** A record's labelled facts (a visit's department, a prescription's dose…), as the HIS words them. */
export function RecordFacts({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-muted">{row.label}</dt>
          <dd className="mb-2 text-ink sm:mb-0">
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
