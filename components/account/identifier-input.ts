/**
 * The email-or-mobile field an account is found by (sign-in, forgotten password): typed as text so
 * both fit, with the email keyboard, no capitals or spelling fixes, left to right in Arabic too.
 */
export const emailOrMobileInput = {
  type: "text",
  inputMode: "email",
  autoComplete: "username",
  autoCapitalize: "none",
  spellCheck: false,
  dir: "ltr",
  required: true,
} as const;
