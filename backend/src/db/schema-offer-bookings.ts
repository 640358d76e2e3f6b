import { index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema";
import type { Currency } from "@/lib/contract/common";

/**
 * The offer-bookings module: one row per offer a patient bought. `code` is what the patient quotes
 * at the branch (unique); the payment lives in the payments module (purpose `offer_booking`), whose
 * status changes move `status` here. The price is copied at booking time: a later change of the
 * offer does not change what was bought. Like a payment, a booking is a record of what happened:
 * offer, branch and unit ids carry no foreign key, so a re-seed of the content keeps the bookings.
 */

export const OFFER_BOOKING_STATUSES = ["pending", "confirmed", "paid", "failed"] as const;
export type OfferBookingStatusValue = (typeof OFFER_BOOKING_STATUSES)[number];

export const offerBookings = pgTable(
  "offer_bookings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique(),
    offerId: integer("offer_id").notNull(),
    businessUnitId: integer("business_unit_id").notNull(),
    branchId: integer("branch_id").notNull(),
    /** The signed-in patient who booked; null for a visitor. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email"),
    paymentType: text("payment_type").$type<"cash" | "card" | "fawry" | "tamara">().notNull(),
    status: text("status").$type<OfferBookingStatusValue>().notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    lang: text("lang").$type<"ar" | "en">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("offer_bookings_user_idx").on(t.userId, t.createdAt), index("offer_bookings_offer_idx").on(t.offerId)],
);
