import "server-only";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { agreeingKey } from "@/lib/validation/arabic-gender";
import type { MessageKey, MessageValues, Translate } from "@/lib/validation/messages";
import { visitorIpFrom } from "@/lib/visitor-ip";
import type { FormsTranslate } from "./action-result";

/** The `Translate` of lib/validation in `locale`, so a server action re-validates in the visitor's language. */
export async function getValidationT(locale: Locale): Promise<Translate> {
  const t = await getTranslations({ locale, namespace: "validation" });
  return (key: MessageKey, values?: MessageValues) => t(agreeingKey(locale, key, values), values);
}

/** The "forms" namespace translator for toActionResult. */
export async function getFormsT(locale: Locale): Promise<FormsTranslate> {
  const t = await getTranslations({ locale, namespace: "forms" });
  return (key, values) => t(key, values);
}

/** The visitor's IP, forwarded so the backend's limits count visitors (lib/visitor-ip.ts decides it). */
export async function visitorIp(): Promise<string | undefined> {
  return visitorIpFrom((await headers()).get("x-forwarded-for"));
}
