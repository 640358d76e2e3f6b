import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FamilyRelation } from "@/lib/contract/family";
import { users } from "./schema";

/**
 * The people a signed-in patient books for besides themself (a child, a parent…). A member is
 * the account's alone: every read and write names the owner. Deleted with the account (PDPL); a
 * past appointment keeps its own copy of the name and relation (`booking_appointments`).
 */
export const familyMembers = pgTable(
  "family_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    relation: text("relation").$type<FamilyRelation>().notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    gender: text("gender").$type<"male" | "female">().notNull(),
    /** Saudi national ID or iqama, when given. */
    nationalId: text("national_id"),
    mobile: text("mobile"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("family_members_owner").on(t.ownerUserId)],
);
