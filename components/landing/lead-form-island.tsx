"use client";

import { useEffect, type ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import type { Locale } from "@/lib/i18n/routing";
import { rememberArrival } from "./landing-arrival";
import type { LeadFormText } from "./lead-form-fields";

const load = () => import("./lead-form");
const FIELDS = ["name", "phone", "message"] as const;

/**
 * The server's campaign form (`children`, lead-form-markup.tsx) until a field takes the focus; then
 * the form's code, fetched then, takes its place with what was typed, and sends it if the visitor
 * already did. The arrival time is recorded here, on arrival.
 */
export function LeadFormIsland({
  locale,
  slug,
  nameMax,
  text,
  children,
}: {
  locale: Locale;
  slug: string;
  nameMax: number;
  text: LeadFormText;
  children: ReactNode;
}) {
  useEffect(() => rememberArrival(slug), [slug]);
  return (
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => (
        <module.LeadForm
          locale={locale}
          slug={slug}
          nameMax={nameMax}
          text={text}
          readTyped={() => {
            const values = current();
            return Object.fromEntries(FIELDS.flatMap((field) => (values[field]?.[0] !== undefined ? [[field, values[field][0]]] : [])));
          }}
          submitOnMount={action?.type === "submit"}
        />
      )}
    >
      {children}
    </ActivateOnIntent>
  );
}
