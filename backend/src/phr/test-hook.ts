import { randomInt } from "node:crypto";
import type { Hono } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { phrRefreshTokens, users } from "../db/schema";
import type { AppEnv, Deps } from "../http/context";
import { hashPassword } from "../auth/password";

const Revoke = z.object({ national_id: z.string().regex(/^[12]\d{9}$/) });

/**
 * Test-only hooks of the health-record sign-in (APP_ENV=test):
 * - `POST /__test__/phr/patients` creates a patient known to the hospital and answers
 *   `{national_id, medical_record_number, password, email, mobile}`, so each test signs in its own;
 * - `POST /__test__/phr/revoke` `{national_id}` removes that patient's refresh tokens, as an
 *   expired or revoked session would leave them.
 */
export function installPhrTestHooks(app: Hono<AppEnv>, deps: Deps): void {
  app.post("/__test__/phr/patients", async (c) => {
    const n = String(randomInt(0, 1e8)).padStart(8, "0");
    const patient = {
      national_id: `2${String(randomInt(0, 1e9)).padStart(9, "0")}`,
      medical_record_number: n,
      password: "Record#2026",
      email: `record.${n}@example.com`,
      mobile: `05${n}`,
    };
    await deps.db.insert(users).values({
      firstName: "Huda",
      fullName: "Huda Salem",
      email: patient.email,
      mobile: patient.mobile,
      nationalId: patient.national_id,
      medicalRecordNumber: patient.medical_record_number,
      passwordHash: await hashPassword(patient.password, deps.config.passwordCost),
    });
    return c.json(patient, 201);
  });
  app.post("/__test__/phr/revoke", async (c) => {
    const body = Revoke.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ message: "Invalid body" }, 422);
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.nationalId, body.data.national_id));
    if (!user) return c.json({ message: "Not found" }, 404);
    const removed = await deps.db.delete(phrRefreshTokens).where(eq(phrRefreshTokens.userId, user.id)).returning({ id: phrRefreshTokens.id });
    return c.json({ revoked: removed.length });
  });
}
