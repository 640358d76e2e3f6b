/** Small inline icons of the doctor pages (decorative: always aria-hidden; strokes from `.icon`). */
type IconProps = { className?: string };

const base = "size-4 shrink-0";

export function PinIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export function StethoscopeIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d="M6 3v6a5 5 0 0 0 10 0V3" />
      <path d="M11 14v2a5 5 0 0 0 10 0v-2" />
      <circle cx="21" cy="12" r="0" />
      <circle cx="21" cy="11" r="2" />
    </svg>
  );
}

export function PhoneIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

export function WhatsAppIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3Z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5Z" />
    </svg>
  );
}

/** Points "forward" in reading order: mirrored in RTL. */
export function ChevronForwardIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className} rtl:-scale-x-100`}>
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

/** Points "back" in reading order: mirrored in RTL. */
export function ChevronBackIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className} rtl:-scale-x-100`}>
      <path d="m15 6-6 6 6 6" />
    </svg>
  );
}

export function FilterIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

export function CloseIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function SearchIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

export function CalendarIcon({ className = base }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
