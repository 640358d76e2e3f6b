/**
 * Each server-rendered form's code, fetched when the visitor shows intent (a field focused, the
 * form sent) and not with the page. A lazy `import()` has to be written in client code (a server
 * component cannot hand a loader to the browser), so the loaders are listed here, one export a form;
 * the rest of a form is declared in its own file (docs/how-it-works.md, "How to add… a form").
 * This list is itself fetched on intent (form-island.tsx), so no page carries another's loaders.
 */
export const contact = () => import("@/components/contact/contact-form-client");
export const lead = () => import("@/components/landing/lead-form-client");
export const newsletter = () => import("@/components/newsletter/newsletter-form-client");
export const risk = () => import("@/components/risk/risk-calculator");
export const signIn = () => import("@/components/account/credentials-sign-in-form");
export const signUp = () => import("@/components/account/sign-up-form");
