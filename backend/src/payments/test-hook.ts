import type { Hono } from "hono";
import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { businessUnits, offers } from "../db/schema";
import type { AppEnv, Deps } from "../http/context";
import { PaymentError } from "./errors";
import { startPayment } from "./service";

const Body = z.object({
  method: z.enum(["cash", "card", "fawry", "tamara"]),
  lang: z.enum(["ar", "en"]).default("ar"),
  /** A seeded offer; default: the first current offer of a unit that offers the method. */
  offer_id: z.number().int().positive().optional(),
});

/**
 * `POST /__test__/payments` `{ "method": "card", "lang": "en" }` starts a payment for a seeded
 * offer, as the offer booking will, so the end-to-end tests reach the sandbox pages and the
 * response page before the booking flows exist. Installed only with APP_ENV=test.
 */
export function installPaymentTestHook(app: Hono<AppEnv>, deps: Deps): void {
  app.post("/__test__/payments", async (c) => {
    const body = Body.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ message: "Invalid body", errors: z.flattenError(body.error).fieldErrors }, 422);
    const { method, lang, offer_id } = body.data;
    const currency = method === "fawry" ? "EGP" : "SAR";
    const [offer] = await deps.db
      .select({ id: offers.id, price: offers.price, businessUnitId: offers.businessUnitId, titleAr: offers.titleAr, titleEn: offers.titleEn })
      .from(offers)
      .innerJoin(businessUnits, eq(businessUnits.id, offers.businessUnitId))
      .where(offer_id ? eq(offers.id, offer_id) : and(eq(businessUnits.currency, currency), gte(offers.endDate, new Date().toISOString().slice(0, 10))))
      .orderBy(asc(offers.id))
      .limit(1);
    if (!offer) return c.json({ message: "No offer for this method" }, 404);
    const prefix = lang === "ar" ? "" : `/${lang}`;
    try {
      const payment = await startPayment(deps, {
        purpose: "offer_booking",
        purposeId: offer.id,
        businessUnitId: offer.businessUnitId,
        method,
        price: offer.price,
        customer: { name: "Sara Ahmed", mobile: "0551234567", email: `e2e-${Date.now()}@example.com` },
        lang,
        returnUrl: `${deps.config.siteOrigin}${prefix}/paymentResponse/{paymentId}`,
        description: lang === "ar" ? offer.titleAr : offer.titleEn,
      });
      return c.json({ data: payment }, 201);
    } catch (err) {
      if (err instanceof PaymentError) return c.json({ message: err.message }, err.status);
      throw err;
    }
  });
}
