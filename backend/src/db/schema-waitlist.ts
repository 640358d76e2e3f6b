import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { branches, doctors, users } from "./schema";
import { type AppointmentKind, bookingReservations } from "./schema-booking";

/**
 * The earlier-slot alert: a signed-in patient asks to be told when a time of a doctor (at a branch,
 * of a kind) frees before a moment of their choosing, and gets an offer (SMS and e-mail with a
 * single-use link) for each such time.
 *
 * "Once per freed time" rests on `waitlist_offers_once`: a freed time is the reservation row of a
 * confirmed appointment that let it go (cancelled or moved), and each alert gets at most one offer
 * of it, whichever backend process sees it first (the insert that loses is a no-op). A patient runs
 * one alert per doctor and kind (`waitlist_alerts_one_running`), so asking twice doubles nothing.
 */

export const WAITLIST_ALERT_STATUSES = ["active", "ended"] as const;
export type WaitlistAlertStatus = (typeof WAITLIST_ALERT_STATUSES)[number];
/** stopped: by the patient; passed: its `before` came; booked: the patient took an offered time. */
export const WAITLIST_END_REASONS = ["stopped", "passed", "booked"] as const;
export type WaitlistEndReason = (typeof WAITLIST_END_REASONS)[number];

export const waitlistAlerts = pgTable(
  "waitlist_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    doctorId: integer("doctor_id").notNull().references(() => doctors.id, { onDelete: "cascade" }),
    /** Null: any branch of the doctor. */
    branchId: integer("branch_id").references(() => branches.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AppointmentKind>().notNull(),
    /** Only times starting before this are offered; the alert ends by itself when it comes. */
    before: timestamp("before", { withTimezone: true }).notNull(),
    status: text("status").$type<WaitlistAlertStatus>().notNull().default("active"),
    endedReason: text("ended_reason").$type<WaitlistEndReason>(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** SHA-256 (hex) of the token in the messages' "stop this alert" link. */
    stopTokenHash: text("stop_token_hash").notNull().unique(),
    /** The language the patient asked in: offers are written in it. */
    lang: text("lang").$type<"ar" | "en">().notNull().default("ar"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("waitlist_alerts_doctor_active").on(t.doctorId, t.status),
    index("waitlist_alerts_user").on(t.userId, t.status),
    uniqueIndex("waitlist_alerts_one_running").on(t.userId, t.doctorId, t.kind).where(sql`${t.status} = 'active'`),
  ],
);

export const WAITLIST_OFFER_STATUSES = ["sent", "held", "gone"] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** One freed time offered to one alert; its link's token is kept only as a hash. */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    alertId: integer("alert_id").notNull().references(() => waitlistAlerts.id, { onDelete: "cascade" }),
    /** The reservation of the confirmed appointment whose cancellation or move freed the time. */
    freedReservationId: text("freed_reservation_id")
      .notNull()
      .references(() => bookingReservations.id, { onDelete: "cascade" }),
    doctorId: integer("doctor_id").notNull().references(() => doctors.id, { onDelete: "cascade" }),
    branchId: integer("branch_id").notNull().references(() => branches.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AppointmentKind>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the link's token (256 random bits). */
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status").$type<WaitlistOfferStatus>().notNull().default("sent"),
    /** The hold the link made, once opened first. */
    reservationId: text("reservation_id").references(() => bookingReservations.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("waitlist_offers_once").on(t.freedReservationId, t.alertId),
    index("waitlist_offers_reservation").on(t.reservationId),
    // An alert's earliest offer and its offers of the last day (waitlist/offers.ts).
    index("waitlist_offers_alert").on(t.alertId, t.createdAt),
  ],
);
