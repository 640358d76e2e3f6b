"use client";

import type { FieldValues } from "react-hook-form";
import type { FormFieldProps } from "./form-field";
import { TextField } from "./text-field";
import type { TextInputProps } from "./text-input";

type CodeFieldProps<V extends FieldValues> = Pick<FormFieldProps<TextInputProps, V>, "form" | "name" | "label" | "hint">;

/**
 * The 4-digit code a text message or email brings (SPEC: "OTP code: 4 digits"): digits on a phone's keypad, offered
 * by its one-time-code autofill, read left to right in Arabic too, its digits spaced apart.
 */
export function CodeField<V extends FieldValues>(props: CodeFieldProps<V>) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      dir="ltr"
      inputClassName="tracking-[0.5em]"
      required
    />
  );
}
