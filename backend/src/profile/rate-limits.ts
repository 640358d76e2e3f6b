import type { Limit } from "../platform/rate-limit";

/** Rate limits of a signed-in patient's own records (deleting the account re-checks the password under LOGIN_LIMITS). */

/** Adding, editing and removing members: a household's worth a minute, counted per account. */
export const FAMILY_WRITE_LIMIT: Limit = { name: "family:account", max: 20, windowSeconds: 60 };

/** Saving is a deliberate click: more than this in a minute is a script. */
export const RISK_SAVE_LIMIT: Limit = { name: "risk-assessment:account", max: 10, windowSeconds: 60 };
