import { footerNewsletterData } from "@/components/newsletter/newsletter-form";
import { frameDataRoute } from "@/lib/api/frame-data";

/**
 * The footer's newsletter form as data in one language (its spec, what its plain post needs): its
 * code reads it when a field takes the focus (components/forms/declared-form-client.tsx,
 * `propsFor`), and a client navigation to the other language draws the form from it. Words and
 * rules of the build, the same for everyone.
 * GET /api/frame/newsletter-form?lang=ar|en → DeclaredFormData
 */
export const GET = frameDataRoute("newsletter form", footerNewsletterData);
