import type { PaymentProvider } from "../types";

/** Cash at the branch: nothing to ask anyone; the hospital records the payment (recordCashPayment). */
export const cashProvider: PaymentProvider = {
  method: "cash",
  available: () => true,
  create: async () => ({ reference: null, redirectUrl: null, displayReference: null, expiresAt: null }),
  fetchStatus: async () => null,
  parseNotification: (_deps, incoming) => ({ verified: false, reference: null, payload: incoming.rawBody.slice(0, 2000) }),
  refund: async () => undefined,
};
