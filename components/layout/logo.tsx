import { Link } from "@/lib/i18n/navigation";

type Props = {
  siteName: string;
  /** Hide the name on phones (the mark stays; the link keeps its accessible name). */
  compact?: boolean;
  /** Accessible name of the link, e.g. "Hospital Group home page". */
  label: string;
  tone?: "brand" | "inverse";
};

/** The group's mark and name, linking home. */
export function Logo({ siteName, label, tone = "brand", compact = false }: Props) {
  const inverse = tone === "inverse";
  return (
    <Link href="/" aria-label={label} className="logo-link">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="40" height="40" rx="11" fill={inverse ? "#ffffff" : "var(--color-brand-600)"} />
        <path
          d="M16.5 9.5h7v7h7v7h-7v7h-7v-7h-7v-7h7Z"
          fill={inverse ? "var(--color-brand-700)" : "#ffffff"}
        />
        <circle cx="30.5" cy="9.5" r="3" fill="var(--color-accent-600)" />
      </svg>
      <span
        className={`text-lg leading-tight font-bold ${inverse ? "text-white" : "text-brand-800"} ${compact ? "hidden sm:inline" : ""}`}
      >
        {siteName}
      </span>
    </Link>
  );
}
