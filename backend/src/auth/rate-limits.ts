import type { Limit } from "../platform/rate-limit";

/** Every rate limit of sign-in, sign-up, one-time codes and client tokens, counted in the database. */

/**
 * A site instance asks for a token at start-up and about once an hour after; far more than that is
 * someone guessing secrets. Counted per IP and per client id, so neither spreading guesses over
 * client ids nor over addresses gets around it.
 */
export const TOKEN_LIMITS = {
  ip: { name: "oauth-token:ip", max: 30, windowSeconds: 60 },
  client: { name: "oauth-token:client", max: 60, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;

/**
 * Guessing limits of sign-in, counted so that nobody can lock a patient out from elsewhere:
 * - one account from one IP (`perAccountIp`): every try counts and a success clears them, so five
 *   in a row lock that pair until fewer than five remain in the last fifteen minutes (tries while
 *   locked do not count, so waiting lifts it); the owner on another IP is not affected;
 * - one IP across accounts (`ipFailures`): failures only, because many patients can sign in from
 *   behind one address;
 * - one account from every IP (`accountFailures`): past this much higher count the account is under
 *   attack from many addresses, and only an IP that has not failed on it since its last success may
 *   still try, once. The owner gets in from a new address with the right password, or by a reset
 *   code (a new password clears the count).
 */
export const LOGIN_LIMITS = {
  perAccountIp: { name: "login:account-ip", max: 5, windowSeconds: 900 } satisfies Limit,
  ipFailures: { name: "login:ip-failures", max: 30, windowSeconds: 900 } satisfies Limit,
  accountFailures: { name: "login:account-failures", max: 25, windowSeconds: 3600 } satisfies Limit,
  /** Password re-checks by a signed-in patient (deleting the account). */
  perAccount: { name: "login:account", max: 5, windowSeconds: 900 } satisfies Limit,
};

export const OTP_LIMITS = {
  perRecipient: { name: "otp:recipient", max: 5, windowSeconds: 3600 } satisfies Limit,
  /** Per recipient first; an address (a carrier's, many patients') only past 100 an hour, which still bounds SMS pumping. */
  perIp: { name: "otp:ip", max: 100, windowSeconds: 3600 } satisfies Limit,
  /** Codes to an account's mobile from Google or Facebook sign-ins with its email: a few a day per email, whoever asks. */
  socialLinkPerEmail: { name: "otp-social-link:email", max: 3, windowSeconds: 86_400 } satisfies Limit,
  /** Verification attempts from one IP across all codes: caps guessing spread over many accounts. */
  verifyPerIp: { name: "otp-verify:ip", max: 120, windowSeconds: 3600 } satisfies Limit,
  /**
   * Wrong codes, of every purpose, one account may be sent and one recipient (a mobile or an
   * email) may receive. SPEC fixes codes at 4 digits, so the budget has to be small and long.
   *
   * Each guess at a live code is right with a chance of at most 1/(10^4 − 4) (a code allows 5
   * tries, so at most 4 earlier wrong guesses are ruled out). A guess counts in its 3-day bucket,
   * and every bucket of the sliding window that holds it is counted in full, so an aligned 30-day
   * block of buckets never holds more than `max` wrong guesses; any 365 days touch at most
   * ⌈365/30⌉ + 1 = 14 such blocks. With an account's max = 7: at most 14 · 7 = 98 wrong guesses a
   * year, plus the one that would be right, and P(guessing one account's code within a year)
   * ≤ 99 / 9 996 ≈ 0.99 % < 1 %. A recipient's 6 (a mobile with no account behind it: a booking's)
   * give 14 · 6 = 84, and ≤ 85 / 9 996 ≈ 0.85 %. (A daily cap alone could not do it: even one
   * wrong guess a day is 365 a year, 3.7 %.) A right code is taken back from the budget, so a
   * patient who mistypes now and then keeps it.
   *
   * A spent budget does not lock the owner out (auth/code-guesses.ts): a code sent while it is
   * spent carries a key in its message, a link to the page where it is entered, and a try with
   * that key is not counted here. Only whoever reads the account's mobile or e-mail has the key
   * (2^128 values), so a stranger's guesses are still the ones above and the bound holds.
   */
  wrongPerAccount: { name: "otp-wrong:account", max: 7, windowSeconds: 30 * 86_400 } satisfies Limit,
  wrongPerRecipient: { name: "otp-wrong:recipient", max: 6, windowSeconds: 30 * 86_400 } satisfies Limit,
  /**
   * Wrong codes from one address on one account (or recipient): a code's five tries and one more,
   * so a patient who voids a code by mistyping still enters the next; a stranger guessing from one
   * address runs out before the account's budget does, so the owner's codes elsewhere need no key
   * (but to the very mobile or e-mail guessed at, once its own 6 are spent). Inside the account's
   * budget, so it adds no guesses to the bound.
   */
  wrongPerAccountIp: { name: "otp-wrong:account-ip", max: 6, windowSeconds: 30 * 86_400 } satisfies Limit,
  /** The e-mail that tells an account's owner its codes are being guessed: at most one a day. */
  guessAlertPerAccount: { name: "otp-guess-alert:account", max: 1, windowSeconds: 86_400 } satisfies Limit,
  /** The SMS that tells the mobile a health record's link codes went to that they are being guessed: at most one a day. */
  guessAlertPerRecipient: { name: "otp-guess-alert:recipient", max: 1, windowSeconds: 86_400 } satisfies Limit,
};
