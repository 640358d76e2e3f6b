import { randomInt } from "node:crypto";
import { issueUserToken } from "../../../backend/src/auth/user-tokens";
import type { Db } from "../../../backend/src/db/client";
import { users } from "../../../backend/src/db/schema";

/** A mobile no earlier run used (05 and 8 digits): the PostgreSQL suite's database outlives the run. */
export const freshMobile = () => `05${String(randomInt(10_000_000, 99_999_999))}`;

/** A throwaway patient with a live user token (the password hash is never checked). */
export async function newPatient(db: Db, label: string) {
  const mobile = freshMobile();
  const [user] = await db
    .insert(users)
    .values({ firstName: label, fullName: `${label} Patient`, email: `${label}-${mobile}@example.com`, mobile, passwordHash: "unused" })
    .returning();
  return { user: user!, token: await issueUserToken(db, user!.id, 3600) };
}

export type Patient = Awaited<ReturnType<typeof newPatient>>;
