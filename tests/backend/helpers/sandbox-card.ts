import { eq } from "drizzle-orm";
import { payments } from "../../../backend/src/db/schema";
import type { SuiteContext } from "../contract/context";

/** What the payer does on the sandbox card provider's page for a payment (by its public id). */
export async function pressOnCardPage(ctx: SuiteContext, paymentId: string, action: "approve" | "decline") {
  const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.publicId, paymentId));
  await ctx.client.app.request(`/sandbox/card/invoices/${payment!.providerReference}/control`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }),
  });
}
