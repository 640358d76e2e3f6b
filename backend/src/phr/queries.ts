import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { phrIdentifierKind } from "@/lib/contract/phr";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { UserRow } from "../http/context";

/**
 * The live, verified account a health-record sign-in names by its national ID or its medical
 * record number (which of the two the identifier's shape says).
 */
export async function accountByHealthIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const column = phrIdentifierKind(identifier) === "national_id" ? users.nationalId : users.medicalRecordNumber;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(column, identifier), isNull(users.deletedAt), isNotNull(users.verifiedAt)))
    .limit(1);
  return user;
}
