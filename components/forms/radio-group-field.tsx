"use client";

import { formField } from "./form-field";
import { RadioGroupInput } from "./radio-group-input";

export type { RadioOption } from "./radio-group-input";

/** A fieldset of radio cards wired to react-hook-form. */
export const RadioGroupField = formField(RadioGroupInput);
