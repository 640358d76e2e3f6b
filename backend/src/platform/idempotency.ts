import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv, Caller } from "../http/context";

/** Who a key belongs to: two callers may pick the same key without seeing each other's answers. */
export function callerScope(caller: Caller, route: string): string {
  return caller.kind === "user" ? `${route}|user:${caller.user.id}` : `${route}|client:${caller.clientId}`;
}

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

export type IdempotentOutcome = { status: number; body: unknown };

/**
 * Runs `work` once per (caller, route, Idempotency-Key). A retry with the same key and body gets
 * the stored answer; the same key with another body gets 422; a retry while the first is still
 * running gets 409. Without a key, `work` simply runs.
 */
export async function idempotent(
  c: Context<AppEnv>,
  db: Db,
  route: string,
  requestBody: unknown,
  work: () => Promise<IdempotentOutcome>,
): Promise<Response> {
  const key = c.req.header("idempotency-key")?.trim();
  if (!key) {
    const outcome = await work();
    return c.json(outcome.body as object, outcome.status as 200);
  }
  if (!KEY_PATTERN.test(key)) {
    return c.json({ message: "The given data was invalid.", errors: { "Idempotency-Key": ["8 to 128 letters, digits, - _ : ."] } }, 422);
  }
  const scope = callerScope(c.get("caller"), route);
  const requestHash = createHash("sha256").update(JSON.stringify(requestBody ?? null)).digest("hex");
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (existing && existing.requestHash !== requestHash) {
      return c.json({ message: "This Idempotency-Key was used for a different request." }, 422);
    }
    if (!existing || existing.status === null) {
      return c.json({ message: "The same request is still being processed." }, 409);
    }
    c.header("Idempotent-Replayed", "true");
    return c.json(existing.response as object, existing.status as 200);
  }
  try {
    const outcome = await work();
    if (outcome.status >= 500) {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    } else {
      await db
        .update(idempotencyKeys)
        .set({ status: outcome.status, response: outcome.body })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    }
    return c.json(outcome.body as object, outcome.status as 200);
  } catch (err) {
    // A failure leaves no record, so a retry may run the work again.
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    throw err;
  }
}
