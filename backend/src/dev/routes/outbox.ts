import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Deps } from "../../http/context";
import { json } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { readOutbox } from "../../platform/outbox";

const OutboxQuery = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

const OutboxResponse = z.object({
  data: z.array(
    z.object({
      to: z.string(),
      channel: z.enum(["sms", "email"]),
      subject: z.string().nullable(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});

/**
 * The development outbox: every SMS and email, newest first. Exists only with APP_ENV
 * development or test; in production these paths are not mounted at all.
 */
export function devRoutes(deps: Deps) {
  const app = newRouter();
  if (deps.config.appEnv === "production") return app;
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/dev/outbox",
      tags: ["Development"],
      summary: "SMS and email sent by the backend (development and test only), newest first",
      request: { query: OutboxQuery },
      responses: { 200: json(OutboxResponse, "Messages") },
    }),
    async (c) => {
      const { to, limit } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      return c.json({ data: await readOutbox(deps.db, to, limit) }, 200);
    },
  );
  return app;
}
