import { z } from "zod";
import { CurrencySchema } from "./common";

/** Payments as the website sees them: read on the response page, chosen in the payment step. */

export const PaymentMethodSchema = z.enum(["cash", "card", "fawry", "tamara"], {
  error: "The selected payment method is invalid (allowed: cash, card, fawry, tamara).",
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentStatusSchema = z.enum(["pending", "paid", "not_paid", "refunded", "partially_refunded"]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;


/** Public payment ids: "pay_" and 22 url-safe characters. */
export const PaymentIdSchema = z.string().regex(/^pay_[A-Za-z0-9_-]{22}$/, { error: "The payment id is invalid." });

export const PaymentSummarySchema = z.object({
  code: z.string(),
  title: z.string(),
  details: z.array(z.string()),
});

export const PaymentSchema = z.object({
  id: PaymentIdSchema,
  purpose: z.enum(["appointment", "offer_booking"]),
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  currency: CurrencySchema,
  amount: z.number().describe("Price before tax, major unit"),
  tax: z.number(),
  tax_rate: z.number().describe("Percent, e.g. 15"),
  total: z.number(),
  refunded: z.number(),
  redirect_url: z.string().nullable().describe("Hosted provider page while the payment is pending (card, Tamara)"),
  reference: z.string().nullable().describe("Fawry reference number to pay at an outlet"),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** What was paid for (the booking's code and title), when its owner describes it. */
  summary: PaymentSummarySchema.nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentResponseSchema = z.object({ data: PaymentSchema });

export const PaymentRetryRequestSchema = z.object({ method: PaymentMethodSchema });
export type PaymentRetryRequest = z.infer<typeof PaymentRetryRequestSchema>;

/** Amount, tax and total the payment step shows before a method is chosen. */
export const PaymentQuoteSchema = z.object({
  currency: CurrencySchema,
  amount: z.number(),
  tax: z.number(),
  tax_rate: z.number(),
  total: z.number(),
  methods: z.array(PaymentMethodSchema),
});
export type PaymentQuote = z.infer<typeof PaymentQuoteSchema>;
