import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type OutboxChannel, outboxMessages } from "../db/schema";

/**
 * SMS and email leave through a `Messenger`. Production plugs in the group's SMS gateway and mail
 * service; development and tests use the outbox: every message is stored (readable at
 * `GET /api/dev/outbox?to=…`) and printed to the backend log.
 */
export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  subject?: string;
  body: string;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

export function outboxMessenger(db: Db, log: (line: string) => void = console.log): Messenger {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
      });
      // Codes and notices go to the log so a developer without the outbox page still finds them.
      log(`[outbox] ${message.channel} to ${message.to}${message.subject ? ` "${message.subject}"` : ""}: ${message.body}`);
    },
  };
}

export async function readOutbox(db: Db, to?: string, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? and(eq(outboxMessages.recipient, to)) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => ({
    to: r.recipient,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    created_at: r.createdAt.toISOString(),
  }));
}
