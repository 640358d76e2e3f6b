import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { MessageSchema } from "@/lib/contract/common";
import { PaymentIdSchema, PaymentResponseSchema, PaymentRetryRequestSchema } from "@/lib/contract/payments";
import type { AppEnv, Deps } from "../http/context";
import { serverMessage } from "../http/messages";
import { errorResponses, json, notFoundResponse, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { PaymentError, type PaymentView, getPayment, retryPayment } from "./";
import { summaryOf } from "./listeners";
import { receiveNotification, type NotificationMethod } from "./notifications";

/** The public JSON of a payment (snake_case, like every endpoint). */
async function paymentJson(deps: Deps, view: PaymentView, lang: "ar" | "en") {
  return {
    id: view.paymentId,
    purpose: view.purpose,
    method: view.method,
    status: view.status,
    currency: view.currency,
    amount: view.amount,
    tax: view.tax,
    tax_rate: view.taxRate,
    total: view.total,
    refunded: view.refunded,
    redirect_url: view.redirectUrl,
    reference: view.reference,
    expires_at: view.expiresAt,
    paid_at: view.paidAt,
    created_at: view.createdAt,
    summary: await summaryOf(deps, view.purpose, view.purposeId, lang),
  };
}

const MAX_NOTIFICATION_BYTES = 64 * 1024;

const IdParam = z.object({ id: PaymentIdSchema.openapi({ param: { name: "id", in: "path" } }) });

function paymentError(c: Context<AppEnv>, err: unknown) {
  if (!(err instanceof PaymentError)) throw err;
  const message = err.text(c.get("lang"));
  if (err.status === 422) return c.json({ message, errors: { method: [message] } }, 422);
  if (err.status === 404) return c.json({ message }, 404);
  if (err.status === 502) return c.json({ message }, 502);
  return c.json({ message }, 409);
}

/** Routes of payments and provider notifications. */
export function paymentRoutes(deps: Deps) {
  const app = newRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/payments/{id}",
      ...secured("Payments"),
      summary:
        "A payment by its public id, for the payment response page. A pending payment is checked with the provider first: the status never comes from a redirect's query string. Never cached.",
      request: { params: IdParam },
      responses: { 200: json(PaymentResponseSchema, "The payment"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const view = await getPayment(deps, c.req.valid("param").id);
      if (!view) return c.json({ message: serverMessage(c.get("lang"), "payments.errors.notFound") }, 404);
      return c.json({ data: await paymentJson(deps, view, c.get("lang")) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/payments/{id}/retry",
      ...secured("Payments"),
      summary:
        "After an online payment was not completed: a new payment for the same booking and price with the chosen method (try the card again, or cash at the branch).",
      request: { params: IdParam, body: { content: { "application/json": { schema: PaymentRetryRequestSchema } }, required: true } },
      responses: {
        201: json(PaymentResponseSchema, "The new payment; follow redirect_url when there is one"),
        ...errorResponses,
        ...notFoundResponse,
        409: json(MessageSchema, "The payment is not one that can be tried again"),
        502: json(MessageSchema, "The provider could not be reached"),
      },
    }),
    async (c) => {
      try {
        const view = await retryPayment(deps, c.req.valid("param").id, c.req.valid("json").method);
        return c.json({ data: await paymentJson(deps, view, c.get("lang")) }, 201);
      } catch (err) {
        return paymentError(c, err);
      }
    },
  );

  const callback = (method: NotificationMethod, summary: string) =>
    app.openapi(
      createRoute({
        method: "post",
        path: `/api/payments/callbacks/${method}`,
        tags: ["Payments"],
        security: [],
        summary,
        responses: {
          200: json(MessageSchema.extend({ status: z.string().optional() }), "Received (also when it changes nothing: replays are idempotent)"),
          401: json(MessageSchema, "Bad signature or token: nothing changed"),
          404: json(MessageSchema, "No payment with this provider reference"),
          413: json(MessageSchema, "Body larger than any provider notification"),
          422: json(MessageSchema, "Amount or currency differ from the payment: recorded for review, nothing changed"),
        },
      }),
      async (c) => {
        const rawBody = await c.req.text();
        // Provider notifications are a few hundred bytes; anything large is not one of them.
        if (rawBody.length > MAX_NOTIFICATION_BYTES) return c.json({ message: "Notification too large." }, 413);
        const answer = await receiveNotification(deps, method, { rawBody, query: c.req.query(), headers: c.req.raw.headers });
        return c.json(answer.body, answer.status);
      },
    );

  callback("card", "Moyasar webhook (JSON with the shared `secret_token`; matched by `data.invoice_id`)");
  callback("fawry", "Fawry server notification V2 (`messageSignature` = SHA-256 of the fields in Fawry's order and the secure key)");
  callback("tamara", "Tamara notification (JWT in `?tamaraToken=` or `Authorization: Bearer`); approval is followed by authorise and capture");

  return app;
}
