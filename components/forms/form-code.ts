// Written by scripts/forms-registry.mjs from the forms' own files (npm run build runs it): do not edit.

/**
 * Each form's code, fetched when the visitor shows intent (a field focused, the form sent) and not
 * with the page: FormIsland fetches this list itself on intent, so no page carries another's loaders.
 */
export const signIn = () => import("@/components/account/sign-in-form-client");
export const signUp = () => import("@/components/account/sign-up-form-client");
export const declared = () => import("@/components/forms/declared-form-client");
export const risk = () => import("@/components/risk/risk-form-client");
