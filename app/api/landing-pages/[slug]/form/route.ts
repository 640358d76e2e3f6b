import { leadFormDataFor } from "@/components/landing/lead-form";
import { slugDataRoute } from "@/lib/api/slug-query";

/**
 * A campaign's lead form as data (its spec, what its plain post needs), which the form's code reads
 * when a field takes the focus (components/forms/declared-form-client.tsx, `propsFor`): the page's
 * payload carries only its key. Words and rules of the build and the campaign, the same for everyone.
 * GET /api/landing-pages/{slug}/form?lang=ar|en → DeclaredFormData (404 for an unknown slug, 422 for a malformed query)
 */
export const GET = slugDataRoute("campaign form", leadFormDataFor);
