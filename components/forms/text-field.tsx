"use client";

import { formField } from "./form-field";
import { TextInput } from "./text-input";

/** A labelled input wired to react-hook-form; its error is shown under it and announced on submit. */
export const TextField = formField(TextInput);
