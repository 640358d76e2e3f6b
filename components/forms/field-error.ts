import type { FieldErrors, FieldValues } from "react-hook-form";

/** The message of a (possibly nested, dotted) field in react-hook-form's error tree. */
export function errorMessageOf<V extends FieldValues>(errors: FieldErrors<V>, name: string): string | undefined {
  const node = name
    .split(".")
    .reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], errors) as
    | { message?: unknown }
    | undefined;
  return typeof node?.message === "string" ? node.message : undefined;
}
