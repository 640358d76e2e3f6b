import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { type Payment, PaymentIdSchema, PaymentResponseSchema } from "@/lib/contract/payments";
import { apiGetUncached } from "./client";
import { isApiError } from "./errors";

/**
 * A payment as the backend sees it now (it asks the provider first while it is pending). Never
 * cached anywhere: the status changes under the same URL. null: not a payment id, or unknown.
 */
export async function getPaymentStatus(locale: Locale, id: string): Promise<Payment | null> {
  if (!PaymentIdSchema.safeParse(id).success) return null;
  try {
    const body = await apiGetUncached(`/api/payments/${encodeURIComponent(id)}`, { locale, schema: PaymentResponseSchema });
    return body.data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
