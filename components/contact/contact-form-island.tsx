"use client";

import type { ReactNode } from "react";
import { FormIsland, typedValues } from "@/components/lists/activate-on-intent";
import type { Locale } from "@/lib/i18n/routing";

const load = () => import("./contact-form");
const FIELDS = ["name", "phone", "email", "subject", "message", "unit"] as const;

/**
 * The server's contact form (`children`, contact-form-markup.tsx) until a field takes the focus;
 * then the form kit (react-hook-form, zod, the rules), fetched then and not with the page, takes
 * its place with what was typed, and sends it if the visitor already did.
 */
export function ContactFormIsland({
  locale,
  units,
  defaultUnit,
  children,
}: {
  locale: Locale;
  units: ReadonlyArray<{ id: number; name: string }>;
  defaultUnit?: number;
  children: ReactNode;
}) {
  return (
    <FormIsland
      load={load}
      render={(module, typed, sent) => (
        <module.ContactForm locale={locale} units={units} defaultUnit={defaultUnit} readTyped={() => typedValues(typed(), FIELDS)} submitOnMount={sent} />
      )}
    >
      {children}
    </FormIsland>
  );
}
