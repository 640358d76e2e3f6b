"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { agreeingKey } from "@/lib/validation/arabic-gender";
import type { MessageKey, MessageValues, Translate } from "@/lib/validation/messages";

/** lib/validation's `Translate` in the page's language (next-intl's "validation" namespace). */
export function useValidationT(): Translate {
  const t = useTranslations("validation");
  const locale = useLocale();
  return useCallback((key: MessageKey, values?: MessageValues) => t(agreeingKey(locale, key, values), values), [t, locale]);
}
