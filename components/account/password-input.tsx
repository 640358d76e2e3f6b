"use client";

import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { BoundField } from "@/components/forms/field-binding";
import { TextInput } from "@/components/forms/text-input";
import { usePasswordVisibility } from "./password-visibility";

export interface PasswordInputProps {
  field: BoundField;
  label: string;
  hint?: ReactNode;
  /** A link beside the label (e.g. "Forgot your password?"). */
  aside?: ReactNode;
  autoComplete: "new-password" | "current-password";
}

/**
 * A password input with a show/hide button, reachable by keyboard, whose words say what it does next
 * ("Show", then "Hide"; a changing name and no `aria-pressed`, which would say "Hide, pressed").
 * Bound like every input: the server's markup renders it as a native field, a form's code with its
 * binding; the shown state outlives the swap from one to the other (password-visibility.ts).
 */
export function PasswordInput({ field, label, hint, aside, autoComplete }: PasswordInputProps) {
  const t = useTranslations("auth");
  const [shown, toggle] = usePasswordVisibility(field.ids.input);
  // A password is typed left to right in both languages, while its button sits at the page's end:
  // in Arabic that is this LTR field's start, so the room for the button goes there.
  const roomForButton = useLocale() === "ar" ? "ps-20" : "pe-20";
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
      inputClassName={roomForButton}
    >
      <button
        type="button"
        onClick={toggle}
        aria-label={`${t(shown ? "hidePassword" : "showPassword")}: ${label}`}
        className="absolute inset-y-1 end-1 min-w-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t(shown ? "hide" : "show")}
      </button>
    </TextInput>
  );
}
