"use client";

import { formField } from "@/components/forms/form-field";
import { PasswordInput } from "./password-input";

/** A password input with its show/hide toggle, wired to react-hook-form by its name. */
export const PasswordField = formField(PasswordInput);
