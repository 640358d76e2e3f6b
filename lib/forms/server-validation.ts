import "server-only";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import type { MessageKey, MessageValues, Translate } from "@/lib/validation/messages";
import type { FormsTranslate } from "./action-result";

/** The `Translate` of lib/validation in `locale`, so a server action re-validates in the visitor's language. */
export async function getValidationT(locale: Locale): Promise<Translate> {
  const t = await getTranslations({ locale, namespace: "validation" });
  return (key: MessageKey, values?: MessageValues) => t(key, values);
}

/** The "forms" namespace translator for toActionResult. */
export async function getFormsT(locale: Locale): Promise<FormsTranslate> {
  const t = await getTranslations({ locale, namespace: "forms" });
  return (key, values) => t(key, values);
}

/**
 * The visitor's IP, forwarded so the backend's limits count visitors. A browser may send its own
 * `X-Forwarded-For`; each proxy appends the address it saw, so the trustworthy entry is the one
 * appended by our own edge: the last, or `TRUSTED_PROXY_HOPS` places before it behind a CDN.
 */
export async function visitorIp(): Promise<string | undefined> {
  const list = await headers();
  const hops = (list.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  const trusted = Math.max(0, Number(process.env.TRUSTED_PROXY_HOPS) || 0);
  return hops[hops.length - 1 - trusted] ?? hops[0] ?? list.get("x-real-ip") ?? undefined;
}
