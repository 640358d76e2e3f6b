import { and, eq, isNull, or } from "drizzle-orm";
import type { User } from "@/lib/contract/auth";
import type { Lang } from "@/lib/contract/common";
import { normalizeDigits } from "@/lib/validation/rules";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { UserRow } from "../http/context";
import { serverMessage } from "../http/messages";

export const toUser = (u: UserRow): User => ({
  id: u.id,
  first_name: u.firstName,
  full_name: u.fullName,
  email: u.email,
  mobile: u.mobile,
});

/**
 * Mobiles are stored in national form: Saudi 05XXXXXXXX, Egyptian 01XXXXXXXXX. International
 * prefixes (+966 / 00966 / +20) and Arabic-Indic digits are folded to it.
 */
export function normalizeMobile(input: string): string {
  const digits = normalizeDigits(input).replace(/^(\+|00)/, "");
  if (/^9665\d{8}$/.test(digits)) return `0${digits.slice(3)}`;
  if (/^5\d{8}$/.test(digits)) return `0${digits}`;
  if (/^201\d{9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

/** An email (lower-cased) or a mobile (national form), as stored. */
export const normalizeIdentifier = (input: string): string =>
  input.includes("@") ? input.trim().toLowerCase() : normalizeMobile(input);

export const channelOf = (identifier: string): "sms" | "email" => (identifier.includes("@") ? "email" : "sms");

/** The live (not deleted) account with this email or mobile. */
export async function findAccount(db: Db, identifier: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(or(eq(users.email, identifier), eq(users.mobile, identifier)), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/**
 * The accounts holding this email or mobile, and a field error for each one a verified account
 * already holds (sign-up and a first social sign-in refuse those; unfinished ones give way).
 */
export async function registrationHolders(db: Db, email: string, mobile: string, lang: Lang) {
  const holders = await db
    .select()
    .from(users)
    .where(and(or(eq(users.email, email), eq(users.mobile, mobile)), isNull(users.deletedAt)));
  const taken: Record<string, string[]> = {};
  for (const holder of holders.filter((u) => u.verifiedAt)) {
    if (holder.email === email) taken.email = [serverMessage(lang, "accounts.emailTaken")];
    if (holder.mobile === mobile) taken.mobile = [serverMessage(lang, "accounts.mobileTaken")];
  }
  return { holders, taken };
}
