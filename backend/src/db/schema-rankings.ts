import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One "soonest available" ranking as it was when its first page was asked (booking/soonest.ts):
 * every page of a walk reads the same order, so no doctor repeats or vanishes between pages while
 * times are taken and freed. Kept in the database so that every backend process reads the same one.
 */
export const doctorRankings = pgTable(
  "doctor_rankings",
  {
    /** Random and unguessable enough that one visitor's ranking id does not name another's query. */
    id: text("id").primaryKey(),
    /** The filters it ranks (page and size left out): a ranking id given with other filters is not used. */
    queryKey: text("query_key").notNull(),
    /** [doctor id, first free instant in ms or null], in ranked order. */
    entries: jsonb("entries").$type<Array<[number, number | null]>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("doctor_rankings_expires_idx").on(t.expiresAt)],
);
