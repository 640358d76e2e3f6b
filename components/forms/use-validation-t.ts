"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { MessageKey, MessageValues, Translate } from "@/lib/validation/messages";

/** lib/validation's `Translate` in the page's language (next-intl's "validation" namespace). */
export function useValidationT(): Translate {
  const t = useTranslations("validation");
  return useCallback((key: MessageKey, values?: MessageValues) => t(key, values), [t]);
}
