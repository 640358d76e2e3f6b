"use client";

import type { ReactNode } from "react";
import { ActivateOnIntent, type FormValues } from "@/components/lists/activate-on-intent";
import type { Locale } from "@/lib/i18n/routing";

const load = () => import("./contact-form");

const FIELDS = ["name", "phone", "email", "subject", "message", "unit"] as const;
const typed = (values: FormValues) =>
  Object.fromEntries(FIELDS.flatMap((field) => (values[field]?.[0] !== undefined ? [[field, values[field][0]]] : [])));

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
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => (
        <module.ContactForm locale={locale} units={units} defaultUnit={defaultUnit} readTyped={() => typed(current())} submitOnMount={action?.type === "submit"} />
      )}
    >
      {children}
    </ActivateOnIntent>
  );
}
