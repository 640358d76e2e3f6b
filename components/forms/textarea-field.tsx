"use client";

import { formField } from "./form-field";
import { TextAreaInput } from "./textarea-input";

/** A labelled text area wired to react-hook-form. */
export const TextAreaField = formField(TextAreaInput);
