/**
 * Button styles shared by <button>, next-intl <Link> and <a>: call `buttonClasses()` and put the
 * result in `className`. Every size keeps a 44 px touch target on mobile. The styles are the `.btn*`
 * classes of styles/globals.css.
 */
export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "inverse";
export type ButtonSize = "sm" | "md" | "lg";

export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
): string {
  return [`btn btn-${variant} btn-${size}`, className].filter(Boolean).join(" ");
}
