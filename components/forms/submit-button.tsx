import { buttonClasses } from "@/components/ui/button";

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  size?: "md" | "lg";
}

/**
 * Disabled while sending, so a double click makes one request; the label says what is happening.
 * It keeps its colours (no fading), so its text stays readable in every state and no contrast
 * check catches it half-way through a transition.
 */
export function SubmitButton({ pending, label, pendingLabel, className = "w-full", size = "lg" }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`${buttonClasses("primary", size, className)} disabled:cursor-progress`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
