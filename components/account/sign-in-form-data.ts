import "server-only";
import { getMessages } from "next-intl/server";
import { pickedMessages } from "@/lib/intl/client-messages";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import type { SignInFormKept } from "./sign-in-form-props";
import { SIGN_IN_FORM_MESSAGES } from "./sign-in-messages";
import { signInFieldWords } from "./sign-in-words";

/** Where the browser reads the password forms' data in a language (app/api/sign-in-form). */
export const signInFormDataUrl = (locale: Locale) => `/api/sign-in-form?lang=${locale}`;

/** One object per catalogue, so the page's render hashes it once (keepData). */
const built = new WeakMap<object, SignInFormKept>();

/**
 * The sign-in page's password forms as data in one language: what their fields are drawn with
 * (sign-in-form-view.tsx) and what their code says when an attempt fails. The page keeps it by key
 * and its payload carries the key; app/api/sign-in-form answers the same data for the forms' code,
 * which reads it on intent (sign-in-form-client.tsx, `propsFor`). Words of the build, the same for everyone.
 */
export async function signInFormData(locale: Locale): Promise<SignInFormKept> {
  const messages = await getMessages({ locale });
  let data = built.get(messages);
  if (!data) {
    data = {
      words: signInFieldWords(messages),
      rtl: locale === "ar",
      resetHref: readablePathname({ locale, href: "/reset-password" }),
      messages: pickedMessages(messages, SIGN_IN_FORM_MESSAGES) as SignInFormKept["messages"],
    };
    built.set(messages, data);
  }
  return data;
}
