import type { Deps } from "../../http/context";
import { type NotificationMethod, receiveNotification } from "../notifications";
import { rememberNotification, type StoredNotification } from "./store";

/**
 * The sandbox posts its notifications to the merchant's callback handler in this process (the
 * same code POST /api/payments/callbacks/{method} runs), and keeps the last one so the page's
 * "re-send" button can deliver it again, as the providers' dashboards do.
 */
export async function deliver(deps: Deps, method: NotificationMethod, transactionId: string, notification: StoredNotification) {
  await rememberNotification(deps.db, transactionId, notification);
  return resend(deps, method, notification);
}

export async function resend(deps: Deps, method: NotificationMethod, notification: StoredNotification) {
  const headers = new Headers({ "content-type": "application/json" });
  return receiveNotification(deps, method, {
    rawBody: notification.body,
    query: Object.fromEntries(new URLSearchParams(notification.query ?? "")),
    headers,
  });
}
