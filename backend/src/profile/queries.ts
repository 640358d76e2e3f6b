import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/** Whether another live account holds the email or mobile a patient wants for their own. */
export async function contactTakenByAnother(db: Db, field: "email" | "mobile", value: string, userId: number): Promise<boolean> {
  const column = field === "email" ? users.email : users.mobile;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return other !== undefined;
}
