"use client";

import { CheckboxInput } from "./checkbox-input";
import { formField } from "./form-field";

/** A single consent or yes/no choice wired to react-hook-form. */
export const CheckboxField = formField(CheckboxInput);
