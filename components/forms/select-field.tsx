"use client";

import { formField } from "./form-field";
import { SelectInput } from "./select-input";

export type { SelectOption } from "./select-input";

/** A labelled select wired to react-hook-form. */
export const SelectField = formField(SelectInput);
