import { describe, expect, it } from "vitest";
import { hashPassword, scryptCost, verifyPassword } from "../../backend/src/auth/password";

describe("scrypt's work factor (backend/src/auth/password.ts)", () => {
  it("is 2^15 in production, in development and for any APP_ENV the rule does not know; 2^12 only under test", () => {
    expect(scryptCost(undefined)).toBe(32_768);
    expect(scryptCost("")).toBe(32_768);
    expect(scryptCost("production")).toBe(32_768);
    expect(scryptCost("development")).toBe(32_768);
    expect(scryptCost("staging")).toBe(32_768);
    expect(scryptCost("test")).toBe(4_096);
  });

  it("checks each hash with the cost it names: a production hash signs in under test, and a wrong password does not", async () => {
    const made = await hashPassword("Record#2026");
    expect(made).toMatch(/^scrypt\$4096\$8\$1\$/);
    // A hash made with production's cost (2^15), as a production database holds it.
    const production = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$" + (await productionKey("Record#2026"));
    expect(await verifyPassword("Record#2026", production)).toBe(true);
    expect(await verifyPassword("Record#2027", production)).toBe(false);
    expect(await verifyPassword("Record#2026", made)).toBe(true);
  });
});

async function productionKey(password: string): Promise<string> {
  const { scrypt } = await import("node:crypto");
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), Buffer.from("c2FsdHNhbHRzYWx0c2FsdA", "base64url"), 32, { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key.toString("base64url")),
    ),
  );
}
