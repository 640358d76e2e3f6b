import type { ReactNode } from "react";
import type { BoundField } from "@/components/forms/field-binding";
import { TextInput } from "@/components/forms/text-input";

/** The show/hide button's words: its text ("Show", "Hide") and its name before the field's label. */
export interface PasswordToggleWords {
  show: string;
  hide: string;
  showPassword: string;
  hidePassword: string;
}

export interface PasswordInputViewProps {
  field: BoundField;
  label: string;
  hint?: ReactNode;
  /** A link beside the label (e.g. "Forgot your password?"). */
  aside?: ReactNode;
  autoComplete: "new-password" | "current-password";
  words: PasswordToggleWords;
  /** The page reads right to left: the button's room goes at this left-to-right field's start. */
  rtl: boolean;
  shown: boolean;
  /**
   * The form's code toggles the field. Without it (the server's markup, written once per process)
   * the button hands the form to its code on a press (ActivateOnIntent's `press`), which shows the
   * password as it takes over (`showPressedPassword`).
   */
  onToggle?: () => void;
}

/** The show/hide button of the password field whose input has this id: the same in the markup and in the code. */
export const passwordToggleId = (inputId: string) => `${inputId}-toggle`;

/**
 * A password input with a show/hide button, reachable by keyboard, whose words say what it does next
 * ("Show", then "Hide"; a changing name and no `aria-pressed`, which would say "Hide, pressed").
 * A pure function of its props: password-input.tsx gives it its state in a form's code, and a
 * server's form drawn as a string gives it none.
 */
export function PasswordInputView({ field, label, hint, aside, autoComplete, words, rtl, shown, onToggle }: PasswordInputViewProps) {
  return (
    <TextInput
      field={field}
      label={label}
      hint={hint}
      aside={aside}
      type={shown ? "text" : "password"}
      autoComplete={autoComplete}
      dir="ltr"
      required
      // A password is typed left to right in both languages, while its button sits at the page's end:
      // in Arabic that is this LTR field's start, so the room for the button goes there.
      inputClassName={rtl ? "ps-20" : "pe-20"}
    >
      <button
        type="button"
        id={passwordToggleId(field.ids.input)}
        {...(onToggle ? { onClick: onToggle } : { "data-intent": "press" })}
        aria-label={`${shown ? words.hidePassword : words.showPassword}: ${label}`}
        className="absolute inset-y-1 end-1 min-w-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {shown ? words.hide : words.show}
      </button>
    </TextInput>
  );
}
