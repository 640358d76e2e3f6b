import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import { newsletterSchema } from "@/lib/contract/engagement";
import type { Db } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import type { BusinessUnitRow } from "../http/context";
import type { Messenger } from "../platform/outbox";
import { label, validationT } from "../http/localized-validation";

export const localizedNewsletterSchema = (lang: Lang) =>
  newsletterSchema(
    { email: label(lang, "newsletter.emailLabel"), consentRequired: label(lang, "newsletter.consentRequired") },
    validationT(lang),
  );

/**
 * The unsubscribe link of every newsletter email. It points at the website (`SITE_URL`), which
 * answers it without a sign-in by calling `GET /api/newsletter/unsubscribe` with its app token.
 */
export function unsubscribeUrl(token: string, lang: Lang, siteUrl = process.env.SITE_URL ?? "http://localhost:3000"): string {
  const url = new URL("/api/newsletter/unsubscribe", siteUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("lang", lang);
  return url.toString();
}

/** Every newsletter email ends with the unsubscribe link. */
export function newsletterEmailBody(lang: Lang, text: string, token: string): string {
  return `${text}\n\n${label(lang, "newsletter.unsubscribeLine")}: ${unsubscribeUrl(token, lang)}`;
}

/**
 * Subscribes `email` with its consent (time and page). An address that unsubscribed may come back
 * with a new consent; one that is subscribed is a conflict. The unique index on the email decides,
 * so two submissions at once cannot both subscribe.
 */
export async function subscribe(
  db: Db,
  messenger: Messenger,
  input: { email: string; page?: string },
  context: { bu: BusinessUnitRow; lang: Lang },
): Promise<"subscribed" | "exists"> {
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  const consent = { consentAt: now, consentPage: input.page || "/", lang: context.lang, businessUnitId: context.bu.id };
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email, unsubscribeToken: token, ...consent })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { ...consent, unsubscribeToken: token, unsubscribedAt: null },
      setWhere: sql`${newsletterSubscriptions.unsubscribedAt} is not null`,
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!row) return "exists";
  await messenger.send({
    channel: "email",
    to: input.email,
    subject: label(context.lang, "newsletter.welcomeSubject"),
    body: newsletterEmailBody(context.lang, label(context.lang, "newsletter.welcomeBody"), token),
  });
  return "subscribed";
}

/** Ends the subscription of the token's owner; repeating it is harmless. */
export async function unsubscribe(db: Db, token: string): Promise<{ email: string } | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ email: newsletterSubscriptions.email });
  return row ?? null;
}
