import type { Ref } from "react";

interface FormAlertProps {
  message: string | null | undefined;
  tone?: "error" | "success";
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The form-level message. It is always in the DOM (empty when there is nothing to say) so screen
 * readers announce the text when it appears: role="alert" for errors, role="status" for success.
 * Focusable, so a form can move focus to it after a failure that no field explains. No code of its
 * own: a server's markup renders it too, empty.
 */
export function FormAlert({ message, tone = "error", id, ref }: FormAlertProps) {
  const styles =
    tone === "error" ? "border-error bg-error-50 text-error" : "border-success bg-success-50 text-success";
  return (
    <div
      ref={ref}
      id={id}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={message ? `rounded-xl border px-4 py-3 font-medium ${styles}` : "sr-only"}
    >
      {message}
    </div>
  );
}
