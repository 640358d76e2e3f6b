import { expect } from "vitest";
import type { z } from "zod";
import type { Reply, TestClient } from "./client";

/** Parses with the contract schema: a shape mismatch fails with zod's precise message. */
export function parse<T extends z.ZodType>(schema: T, reply: Reply): z.infer<T> {
  expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
  const result = schema.safeParse(reply.body);
  if (!result.success) throw new Error(`contract mismatch: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  return result.data;
}

export function expectValidationError(reply: Reply, field: string) {
  expect(reply.status).toBe(422);
  const body = reply.body as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe("The given data was invalid.");
  expect(body.errors[field]?.length, `errors.${field} in ${JSON.stringify(body)}`).toBeGreaterThan(0);
}

export function expectUnauthenticated(reply: Reply) {
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual({ message: "Unauthenticated." });
}

/** A list endpoint answers each `[query, field]` with a 422 naming the field, and a call without a token with a 401. */
export async function expectQueriesRefused(client: TestClient, path: string, cases: ReadonlyArray<readonly [query: string, field: string]>) {
  for (const [query, field] of cases) expectValidationError(await client.call(`${path}?${query}`), field);
  expectUnauthenticated(await client.call(path, { token: null }));
}

export function expectNotFound(reply: Reply) {
  expect(reply.status).toBe(404);
  expect(reply.body).toEqual({ message: "Not found" });
}

export const ARABIC = /[\u0600-\u06FF]/;

export function isSorted<T>(values: T[], direction: "asc" | "desc" = "asc"): boolean {
  return values.every((v, i) => i === 0 || (direction === "asc" ? values[i - 1]! <= v : values[i - 1]! >= v));
}
