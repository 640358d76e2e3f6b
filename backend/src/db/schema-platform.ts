import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Cross-cutting tables: rate-limit counters (in the database so that several backend instances
 * agree), the development outbox of SMS and email, and idempotency keys of retried writes.
 */

/** Fixed-window counters: one row per bucket ("login:ip:1.2.3.4") and window start. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
    /**
     * When the bucket has left its limit's window and counts for nothing: each row carries it
     * because limits' windows run from seconds to a month, and the pruning job knows none of them.
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);

export const OUTBOX_CHANNELS = ["sms", "email"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Every SMS and email the backend sends; in development and tests this is the only delivery. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.createdAt)],
);

/**
 * A write retried with the same `Idempotency-Key` by the same caller answers what the first one
 * answered. `requestHash` catches a key reused for a different body (422).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    response: jsonb("response").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
