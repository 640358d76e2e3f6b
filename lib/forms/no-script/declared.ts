import "server-only";
import { contactNoScript } from "@/components/contact/contact-form";
import { leadNoScript } from "@/components/landing/lead-form";
import { newsletterNoScript } from "@/components/newsletter/newsletter-form";
import type { NoScriptDeclaration } from "./declaration";
import type { NoScriptForm } from "./forms";

/**
 * The forms a browser without JavaScript posts to app/api/forms/[form], each as its own file
 * declares it (lib/forms/no-script/declaration.ts): the route reads their fields and sends them
 * through their server action, the answer page shows them again.
 */
export const NO_SCRIPT_DECLARATIONS: Record<NoScriptForm, NoScriptDeclaration> = {
  contact: contactNoScript,
  newsletter: newsletterNoScript,
  lead: leadNoScript,
};
