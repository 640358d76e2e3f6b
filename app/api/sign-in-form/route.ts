import { signInFormData } from "@/components/account/sign-in-form-data";
import { frameDataRoute } from "@/lib/api/frame-data";

/**
 * The sign-in page's password forms as data in one language (their words, links and failures'
 * messages): their code reads it when a field takes the focus or the health record's tab is chosen
 * (components/account/sign-in-form-client.tsx, `propsFor`), and a client navigation to the page
 * draws the fields from it. Words of the build, the same for everyone.
 * GET /api/sign-in-form?lang=ar|en → SignInFormKept
 */
export const GET = frameDataRoute("sign-in form", signInFormData);
