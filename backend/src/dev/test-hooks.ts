import type { Hono } from "hono";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { pageConfigurations } from "../db/schema";
import type { AppEnv, Deps } from "../http/context";
import { installPhrTestHooks } from "../phr/test-hook";
import { installPaymentTestHook } from "../payments/test-hook";
import { announce } from "../platform/invalidation";

/**
 * Test-only hooks for the website's end-to-end tests. Installed only when APP_ENV=test (see
 * `installTestHooks`); in any other environment these paths do not exist.
 *
 * - `POST /__test__/page-configurations` `{ "paths": ["/eclubs"], "active": false }` switches the
 *   menu entries with those paths off (or on again), so a test can make a page inactive.
 */

export const isTestEnvironment = (env: NodeJS.ProcessEnv = process.env) => env.APP_ENV === "test";

const PageConfigurationChange = z.object({
  paths: z.array(z.string().min(1)).min(1),
  active: z.boolean(),
});
/** Mounts the hooks on the backend app; does nothing outside APP_ENV=test. */
export function installTestHooks(app: Hono<AppEnv>, deps: Deps): void {
  if (!isTestEnvironment()) return;
  installPaymentTestHook(app, deps);
  installPhrTestHooks(app, deps);
  app.post("/__test__/page-configurations", async (c) => {
    const body = PageConfigurationChange.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ message: "Invalid body", errors: z.flattenError(body.error).fieldErrors }, 422);
    const updated = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const rows = await tx
        .update(pageConfigurations)
        .set({ isActive: body.data.active })
        .where(inArray(pageConfigurations.path, body.data.paths))
        .returning({ id: pageConfigurations.id, path: pageConfigurations.path });
      // Like any content edit: every backend process drops what it kept of the old menus, once this commits.
      await announce(tx, "content", "page_configurations");
      return rows;
    });
    return c.json({ updated: updated.length, paths: [...new Set(updated.map((row) => row.path))] });
  });
}
