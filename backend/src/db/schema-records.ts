import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema";

/**
 * The health record's own rows: which patient of the hospital information system (HIS) an
 * account reads as its own, and every read of a record (who, whose, what, when) for the access
 * log the patient sees (PDPL). No record content is ever stored here: it stays in the HIS.
 */
export const recordLinks = pgTable("record_links", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The national ID or medical record number the link names the HIS patient by. */
  identifier: text("identifier").notNull(),
  method: text("method").$type<"health_record_sign_in" | "mobile_code">().notNull(),
  /** The HIS Patient id, once the link is confirmed and the HIS has named it. */
  patientRef: text("patient_ref"),
  /** A code-confirmed link in progress: the mobile the code went to. */
  pendingMobile: text("pending_mobile"),
  /** Null while a code link waits for its code. */
  linkedAt: timestamp("linked_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const recordReads = pgTable(
  "record_reads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The HIS Patient whose record was read. */
    patientRef: text("patient_ref").notNull(),
    /** The account that read it; the row outlives a deleted reader's account without naming it. */
    viewerUserId: integer("viewer_user_id").references(() => users.id, { onDelete: "set null" }),
    what: text("what").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("record_reads_patient_at").on(t.patientRef, t.at)],
);
