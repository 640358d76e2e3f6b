"use client";

import type { ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import type { Locale } from "@/lib/i18n/routing";
import type { NewsletterLabels } from "./newsletter-form-fields";

const load = () => import("./newsletter-form-client");

/**
 * The server's newsletter form (`children`) until a field takes the focus; then the form's code,
 * fetched then and not with every page, takes its place with what was typed.
 */
export function NewsletterFormIsland({ locale, labels, children }: { locale: Locale; labels: NewsletterLabels; children: ReactNode }) {
  return (
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => (
        <module.NewsletterFormClient
          locale={locale}
          labels={labels}
          readTyped={() => {
            const values = current();
            return { email: values.email?.[0] ?? "", consent: values.consent !== undefined };
          }}
          submitOnMount={action?.type === "submit"}
        />
      )}
    >
      {children}
    </ActivateOnIntent>
  );
}
