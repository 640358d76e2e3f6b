import type { Context } from "hono";
import type { Lang } from "@/lib/contract/common";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { bookingReservations, businessUnits, users } from "../db/schema";
import type { Messenger } from "../platform/outbox";

export type BusinessUnitRow = typeof businessUnits.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export type Caller = { kind: "client"; clientId: string } | { kind: "user"; user: UserRow; token: string };

export interface AppEnv {
  Variables: {
    lang: Lang;
    bu: BusinessUnitRow;
    caller: Caller;
  };
}

/** What every route module needs; built once per app. */
export interface Deps {
  db: Db;
  config: Config;
  businessUnits: () => Promise<BusinessUnitRow[]>;
  /** SMS and email (the outbox outside production). */
  messenger: Messenger;
  /** Told of what booking did, for the domains that react to it (app.ts wires the waitlist); none in a bare test setup. */
  bookingEvents?: BookingEvents;
}

/**
 * What booking tells whoever reacts to it. Booking calls these and asks nothing back, so it
 * imports none of its listeners (the waitlist imports booking, never the reverse).
 */
export interface BookingEvents {
  /** A booked time was let go (cancelled, or moved away from): patients waiting for an earlier one may be offered it. */
  timeFreed(freed: Pick<typeof bookingReservations.$inferSelect, "id" | "status">): Promise<unknown>;
}

export const VALIDATION_MESSAGE = "The given data was invalid.";

export const validationError = (c: Context, errors: Record<string, string[]>, message = VALIDATION_MESSAGE) =>
  c.json({ message, errors }, 422);

export const notFound = (c: Context) => c.json({ message: "Not found" }, 404);

/**
 * Picks the column of the requested language: localized content (a name, a title). Wording the
 * backend writes itself is a message of the message files' `server` namespace (http/messages.ts).
 */
export const tr = (lang: Lang, ar: string, en: string) => (lang === "ar" ? ar : en);
