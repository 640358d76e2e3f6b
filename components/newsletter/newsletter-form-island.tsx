"use client";

import type { ReactNode } from "react";
import { FormIsland } from "@/components/lists/activate-on-intent";
import type { Locale } from "@/lib/i18n/routing";
import type { NewsletterLabels } from "./newsletter-form-fields";

const load = () => import("./newsletter-form-client");

/**
 * The server's newsletter form (`children`) until a field takes the focus; then the form's code,
 * fetched then and not with every page, takes its place with what was typed.
 */
export function NewsletterFormIsland({
  locale,
  idPrefix,
  labels,
  children,
}: {
  locale: Locale;
  idPrefix: string;
  labels: NewsletterLabels;
  children: ReactNode;
}) {
  return (
    <FormIsland
      load={load}
      render={(module, typed, sent) => (
        <module.NewsletterFormClient
          locale={locale}
          idPrefix={idPrefix}
          labels={labels}
          readTyped={() => ({ email: typed().email?.[0] ?? "", consent: typed().consent !== undefined })}
          submitOnMount={sent}
        />
      )}
    >
      {children}
    </FormIsland>
  );
}
