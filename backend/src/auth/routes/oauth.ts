import { createRoute } from "@hono/zod-openapi";
import { MessageSchema, OAuthErrorSchema } from "@/lib/contract/common";
import { TokenRequestSchema, TokenResponseSchema } from "@/lib/contract/auth";
import { issueClientToken, safeEqual } from "../client-token";
import type { Deps } from "../../http/context";
import { json } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { clientIp, hitAll, tooManyRequests } from "../../platform/rate-limit";
import { TOKEN_LIMITS } from "../rate-limits";

/** Client credentials from the form body or, per RFC 6749 §2.3.1, an HTTP Basic header. */
function basicCredentials(header: string | undefined): { id?: string; secret?: string } {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? "");
  if (!match?.[1]) return {};
  const decoded = Buffer.from(match[1], "base64").toString();
  const colon = decoded.indexOf(":");
  if (colon < 0) return {};
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    // Malformed percent-encoding: no usable credentials, so the request is an invalid client.
    return {};
  }
}

export function oauthRoutes(deps: Deps) {
  const app = newRouter();
  const { config } = deps;

  app.openapi(
    createRoute({
      method: "post",
      path: "/oauth/token",
      tags: ["Auth"],
      summary: "OAuth2 client-credentials token for the website",
      request: {
        body: {
          content: {
            "application/x-www-form-urlencoded": { schema: TokenRequestSchema },
            "application/json": { schema: TokenRequestSchema },
          },
          required: false,
        },
      },
      responses: {
        200: json(TokenResponseSchema, "A bearer token"),
        400: json(OAuthErrorSchema, "grant_type missing or not client_credentials, or a body that cannot be read"),
        401: json(OAuthErrorSchema, "Unknown client or wrong secret"),
        415: json(MessageSchema, "A body that is neither a form nor JSON"),
        429: json(MessageSchema, "Too many token requests from this address or for this client; see Retry-After"),
      },
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      let body: Record<string, unknown> = {};
      if (type.includes("application/json")) body = ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
      else if (type.includes("form")) body = (await c.req.parseBody()) as Record<string, unknown>;
      const field = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : undefined);
      const basic = basicCredentials(c.req.header("authorization"));
      const id = field("client_id") ?? basic.id ?? "";

      const verdict = await hitAll(deps.db, [
        [TOKEN_LIMITS.ip, clientIp(c)],
        [TOKEN_LIMITS.client, id.slice(0, 200)],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict);

      if (field("grant_type") !== "client_credentials") return c.json({ error: "unsupported_grant_type" }, 400);
      const secret = field("client_secret") ?? basic.secret ?? "";
      // Both comparisons always run so timing does not reveal which one failed.
      const idOk = safeEqual(id, config.clientId);
      const secretOk = safeEqual(secret, config.clientSecret);
      if (!idOk || !secretOk) return c.json({ error: "invalid_client" }, 401);

      const access_token = issueClientToken(config.tokenSecret, config.clientId, config.clientTokenTtl);
      c.header("Cache-Control", "no-store");
      return c.json({ access_token, token_type: "Bearer" as const, expires_in: config.clientTokenTtl }, 200);
    },
  );

  return app;
}
