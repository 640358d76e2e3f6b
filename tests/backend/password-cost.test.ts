import { describe, expect, it } from "vitest";
import { hashPassword, scryptCost, verifyPassword } from "../../backend/src/auth/password";
import { loadConfig } from "../../backend/src/config";

describe("scrypt's work factor (backend/src/auth/password.ts)", () => {
  it("is 2^15 in production and development, 2^12 only under test, and the configuration carries it", () => {
    expect(scryptCost("production")).toBe(32_768);
    expect(scryptCost("development")).toBe(32_768);
    expect(scryptCost("test")).toBe(4_096);
    expect(loadConfig({ APP_ENV: "development" }).passwordCost).toBe(32_768);
    expect(loadConfig({ APP_ENV: "test" }).passwordCost).toBe(4_096);
    // An unset APP_ENV is production, whose configuration needs its secrets before it says anything.
    expect(() => loadConfig({})).toThrow(/Refusing to start/);
  });

  it("checks each hash with the cost it names: a production hash signs in under test, and a wrong password does not", async () => {
    const made = await hashPassword("Record#2026", scryptCost("test"));
    expect(made).toMatch(/^scrypt\$4096\$8\$1\$/);
    // A hash made with production's cost, as a production database holds it.
    const production = await hashPassword("Record#2026", scryptCost("production"));
    expect(production).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("Record#2026", production)).toBe(true);
    expect(await verifyPassword("Record#2027", production)).toBe(false);
    expect(await verifyPassword("Record#2026", made)).toBe(true);
    expect(await verifyPassword("Record#2027", made)).toBe(false);
  });
});
