import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StoredOtpPurpose } from "@/lib/contract/accounts";
import type { FindriscAnswersWire, RISK_BANDS, RISK_TOOLS } from "@/lib/contract/risk";
import { users } from "./schema";

type RiskTool = (typeof RISK_TOOLS)[number];
type RiskBandKey = (typeof RISK_BANDS)[number];

/**
 * Tables of the accounts module: one-time codes (sign-up and password reset) and the short-lived
 * tokens a verified reset code turns into. Codes and tokens are stored as hashes only.
 */

/**
 * One row per code sent. `recipient` is the normalized email or mobile it went to; `userId` is
 * null for a reset asked for an unknown account (the row keeps the answer and its timing the same
 * as for a real one, and no message leaves). A code is spent when `consumedAt` is set: used, or
 * voided by too many wrong tries or by a newer code.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose").$type<StoredOtpPurpose>().notNull(),
    recipient: text("recipient").notNull(),
    channel: text("channel").$type<"sms" | "email">().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_codes_recipient_idx").on(t.recipient, t.purpose, t.createdAt)],
);

/** What a verified reset code gives: one password change within a few minutes. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * SPEC §3's profile beyond the name, email and mobile kept on `users`. The lifestyle columns are
 * health data: they leave the database only in the patient's own profile and export answers.
 * Choice columns hold the keys of lib/contract/accounts.ts (PROFILE_CHOICES).
 */
export const patientProfiles = pgTable("patient_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secondName: text("second_name"),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  gender: text("gender"),
  bloodType: text("blood_type"),
  weightKg: numeric("weight_kg", { precision: 5, scale: 1, mode: "number" }),
  heightCm: integer("height_cm"),
  maritalStatus: text("marital_status"),
  childrenCount: integer("children_count"),
  occupation: text("occupation"),
  education: text("education"),
  caffeineUse: text("caffeine_use"),
  smokingHabit: text("smoking_habit"),
  alcoholConsumption: text("alcohol_consumption"),
  illicitDrugUse: text("illicit_drug_use"),
  dietaryHabit: text("dietary_habit"),
  activityLevel: text("activity_level"),
  wheelchairUse: boolean("wheelchair_use"),
  organDonor: boolean("organ_donor"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens of health-record (PHR) sessions, stored as SHA-256 hashes. Each refresh spends
 * its token (`usedAt`) and issues the next one in the same family; a spent token presented again
 * means it leaked, and the whole family is revoked.
 */
export const phrRefreshTokens = pgTable(
  "phr_refresh_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("phr_refresh_tokens_family_idx").on(t.familyId), index("phr_refresh_tokens_user_idx").on(t.userId)],
);

/**
 * Risk assessments the patient chose to keep with their profile (health data, like the lifestyle
 * columns above: read only by the patient, included in the export, removed with the account).
 * The score and band are kept as computed when saved; `answers` holds the wire answers
 * (lib/contract/risk.ts) the score came from.
 */
export const riskAssessments = pgTable(
  "risk_assessments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: text("tool").$type<RiskTool>().notNull(),
    score: integer("score").notNull(),
    band: text("band").$type<RiskBandKey>().notNull(),
    bmi: numeric("bmi", { precision: 4, scale: 1, mode: "number" }).notNull(),
    answers: jsonb("answers").$type<FindriscAnswersWire>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("risk_assessments_user_idx").on(t.userId, t.createdAt)],
);

/** A Google or Facebook account linked to a patient: one patient per provider account. */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"google" | "facebook">().notNull(),
    /** The provider's stable id of the account (OpenID `sub`, Facebook `id`). */
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("social_identities_provider_subject").on(t.provider, t.subject), index("social_identities_user_idx").on(t.userId)],
);

/**
 * Authorization codes of the local identity provider (development and tests), by the code's id
 * (`jti`): a code is spent once, whichever backend process exchanges it. Rows past `expiresAt` are
 * dropped as new codes are issued.
 */
export const identitySandboxCodes = pgTable(
  "identity_sandbox_codes",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("identity_sandbox_codes_expires_idx").on(t.expiresAt)],
);

/**
 * The local identity provider's RS256 key for id tokens, one per token secret (`id` is derived
 * from it): the first backend process to need it stores it, every other one reads it, so all sign
 * with one key and publish one JWKS. `privateKey` is the PKCS#8 key encrypted under the secret.
 */
export const identitySandboxKeys = pgTable("identity_sandbox_keys", {
  id: text("id").primaryKey(),
  kid: text("kid").notNull(),
  publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
