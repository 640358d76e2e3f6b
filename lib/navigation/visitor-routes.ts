import type { AppPathname } from "@/lib/i18n/routing";

/**
 * Pages that belong to one visitor: the account, sign-in and its steps, the answer after a
 * payment, and the answer to a form sent without JavaScript. They are rendered for each request
 * (so their scripts can carry a CSP nonce, lib/proxy/security-headers.ts) and are never crawled
 * (app/robots.ts, lib/seo/site-structure.ts).
 */
export const VISITOR_ROUTES = [
  "/profile",
  "/profile/records",
  "/sign-in",
  "/sign-up",
  "/login",
  "/otp",
  "/otp-reset-password",
  "/reset-password",
  "/confirm-password",
  "/paymentResponse/[[...slug]]",
  "/forms/[form]",
] as const satisfies readonly AppPathname[];
