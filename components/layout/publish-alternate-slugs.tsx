"use client";

import { useEffect } from "react";
import { useAlternateSlugs } from "@/stores/alternate-slugs";

type Props = {
  ar: string;
  en: string;
  /** The route parameter to replace (default "slug"). */
  param?: string;
};

/**
 * Render on a detail page with the item's `slug_ar` and `slug_en`: while the page is shown, the
 * language switch links to the item's URL in the other language. Renders nothing.
 */
export function PublishAlternateSlugs({ ar, en, param = "slug" }: Props) {
  // Written, never read, here: the store's actions without a subscription.
  useEffect(() => {
    const { publish, clear } = useAlternateSlugs.getState();
    publish({ ar, en, param });
    return clear;
  }, [ar, en, param]);
  return null;
}
