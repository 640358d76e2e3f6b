// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { standInBackend } from "../support/stand-in-backend";

vi.mock("server-only", () => ({}));

/** A stand-in backend on the loopback that records what the site sends and answers per path. */
const seen: Array<{ method?: string; url?: string; headers: IncomingMessage["headers"]; body: string }> = [];
const writer = standInBackend(
  (req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const reply = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(json));
      };
      if (req.url === "/oauth/token") return reply(200, { access_token: "app-token", token_type: "Bearer", expires_in: 3600 });
      if (req.url === "/api/ok") return reply(201, { id: 7 });
      if (req.url === "/api/fields") return reply(422, { message: "The given data was invalid.", errors: { email: ["bad email", "second"] } });
      if (req.url === "/api/conflict") return reply(409, { message: "already booked with this doctor" });
      if (req.url === "/api/overlap") return reply(409, { message: "You already have an appointment at this time (code BK-1)", code: "patient_overlap", appointment_code: "BK-1" });
      if (req.url === "/api/limited") return reply(429, { message: "maximum attempts per minute is 3" }, { "retry-after": "42" });
      if (req.url === "/api/boom") return reply(500, { message: "Server error", trace: "at secret.ts:1" });
      return reply(404, { message: "Not found" });
    });
  },
  () => import("@/lib/api/write"),
);

const last = () => seen[seen.length - 1]!;

describe("apiWrite", () => {
  it("sends JSON with the app token, the language, the business unit and the Idempotency-Key", async () => {
    const result = await writer().apiWrite({ method: "POST", path: "/api/ok", body: { a: 1 }, locale: "en", idempotencyKey: "key-12345678", clientIp: "203.0.113.9" });
    expect(result).toEqual({ ok: true, status: 201, data: { id: 7 } });
    expect(last().headers.authorization).toBe("Bearer app-token");
    expect(last().headers["idempotency-key"]).toBe("key-12345678");
    expect(last().headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(last().headers.lang).toBe("en");
    expect(last().headers["bu-id"]).toBe("1");
    expect(JSON.parse(last().body)).toEqual({ a: 1 });
  });

  it("sends the user's token instead of the app's when given, and no key when none is given", async () => {
    await writer().apiWrite({ method: "PUT", path: "/api/ok", body: {}, locale: "ar", userToken: "user-token" });
    expect(last().method).toBe("PUT");
    expect(last().headers.authorization).toBe("Bearer user-token");
    expect(last().headers["idempotency-key"]).toBeUndefined();
  });

  it("maps 422 field errors to one message per field", async () => {
    expect(await writer().apiWrite({ method: "POST", path: "/api/fields", locale: "en" })).toEqual({
      ok: false,
      status: 422,
      kind: "fields",
      fieldErrors: { email: "bad email" },
      message: "The given data was invalid.",
    });
  });

  it("keeps the backend's words for a conflict and a rate limit, with Retry-After", async () => {
    expect(await writer().apiWrite({ method: "POST", path: "/api/conflict", locale: "en" })).toMatchObject({
      ok: false,
      kind: "conflict",
      message: "already booked with this doctor",
    });
    expect(await writer().apiWrite({ method: "POST", path: "/api/limited", locale: "en" })).toMatchObject({
      ok: false,
      kind: "rate_limited",
      retryAfter: 42,
      message: "maximum attempts per minute is 3",
    });
  });

  it("passes a conflict's machine code on beside its words, and none when the backend gives none", async () => {
    expect(await writer().apiWrite({ method: "POST", path: "/api/overlap", locale: "en" })).toEqual({
      ok: false,
      status: 409,
      kind: "conflict",
      message: "You already have an appointment at this time (code BK-1)",
      code: "patient_overlap",
    });
    expect(await writer().apiWrite({ method: "POST", path: "/api/conflict", locale: "en" })).not.toHaveProperty("code");
  });

  it("never passes a server error's body on, and turns an unreachable backend into a generic failure", async () => {
    expect(await writer().apiWrite({ method: "POST", path: "/api/boom", locale: "en" })).toEqual({ ok: false, status: 500, kind: "generic", message: "" });
    const saved = process.env.API_BASE_URL;
    const { toWriteResult } = await import("@/lib/api/write");
    expect(toWriteResult(503, { message: "down" }, new Headers(), (d) => d)).toMatchObject({ kind: "generic", message: "" });
    process.env.API_BASE_URL = saved;
  });
});
