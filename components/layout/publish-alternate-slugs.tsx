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
  const publish = useAlternateSlugs((state) => state.publish);
  const clear = useAlternateSlugs((state) => state.clear);
  useEffect(() => {
    publish({ ar, en, param });
    return clear;
  }, [ar, en, param, publish, clear]);
  return null;
}
