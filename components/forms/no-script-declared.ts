// Written by scripts/forms-registry.mjs from the forms' own files (npm run build runs it): do not edit.

import "server-only";
import { noScript as contact } from "@/components/contact/contact-form";
import { noScript as lead } from "@/components/landing/lead-form";
import { noScript as newsletter } from "@/components/newsletter/newsletter-form";
import type { NoScriptDeclaration } from "@/lib/forms/no-script/declaration";

/** The forms a browser without JavaScript posts to app/api/forms/[form], each as its own file declares it. */
export const NO_SCRIPT_DECLARATIONS = {
  contact,
  lead,
  newsletter,
} satisfies Record<string, NoScriptDeclaration>;

export type NoScriptForm = keyof typeof NO_SCRIPT_DECLARATIONS;

export const isNoScriptForm = (value: unknown): value is NoScriptForm =>
  typeof value === "string" && Object.hasOwn(NO_SCRIPT_DECLARATIONS, value);
