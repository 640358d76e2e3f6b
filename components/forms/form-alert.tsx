import type { Ref } from "react";
import { BidiText } from "@/components/ui/bidi-text";
import { AlertIcon, CheckCircleIcon } from "@/components/ui/icons";

interface FormAlertProps {
  message: string | null | undefined;
  tone?: "error" | "success";
  /** A second, quieter line: what the visitor can do now. */
  detail?: string | null;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The form-level message. It is always in the DOM (empty when there is nothing to say) so screen
 * readers announce the text when it appears: role="alert" for errors, role="status" for success.
 * Focusable, so a form can move focus to it after a failure that no field explains. No code of its
 * own: a server's markup renders it too, empty.
 *
 * The icon sits at the start of the first line in either direction. Some of the SPEC's messages
 * start in lower case ("error. try again!"): they read as sentences with their first letter raised
 * by the stylesheet, the text itself unchanged.
 */
export function FormAlert({ message, tone = "error", detail, id, ref }: FormAlertProps) {
  const styles = tone === "error" ? "border-error bg-error-50 text-error" : "border-success bg-success-50 text-success";
  const Icon = tone === "error" ? AlertIcon : CheckCircleIcon;
  return (
    <div
      ref={ref}
      id={id}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={message ? `flex items-start gap-3 rounded-xl border px-4 py-3 ${styles}` : "sr-only"}
    >
      {message ? (
        <>
          {/* As tall as one line of the text, so the icon centres on the first line in both scripts. */}
          <span className="flex h-[1lh] shrink-0 items-center">
            <Icon />
          </span>
          <span className="grid gap-1">
            <span className="font-medium first-letter:uppercase">
              <BidiText text={message} />
            </span>
            {detail ? (
              <span className="text-sm text-ink">
                <BidiText text={detail} />
              </span>
            ) : null}
          </span>
        </>
      ) : null}
    </div>
  );
}
