"use client";

import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { BoundField } from "@/components/forms/field-binding";
import { PasswordInputView } from "./password-input-view";
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
 * A password input with its show/hide button (password-input-view.tsx), its words from the page's
 * messages. Bound like every input: the server's markup renders it as a native field, a form's code
 * with its binding; the shown state outlives the swap from one to the other (password-visibility.ts).
 */
export function PasswordInput(props: PasswordInputProps) {
  const t = useTranslations("auth");
  const [shown, toggle] = usePasswordVisibility(props.field.ids.input);
  const rtl = useLocale() === "ar";
  const words = { show: t("show"), hide: t("hide"), showPassword: t("showPassword"), hidePassword: t("hidePassword") };
  return <PasswordInputView {...props} words={words} rtl={rtl} shown={shown} onToggle={toggle} />;
}
