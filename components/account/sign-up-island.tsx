"use client";

import type { ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";

const load = () => import("./sign-up-form");

const FIELDS = ["name", "email", "mobile", "password", "password_confirmation"] as const;

/**
 * The server's sign-up form (`children`, sign-up-markup.tsx) until a field takes the focus; then the
 * form's code (react-hook-form and the rules), fetched then and not with the page, takes its place
 * with what was typed and ticked, and sends it if the visitor already did.
 */
export function SignUpIsland({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => {
        const values = current();
        const typed = Object.fromEntries(FIELDS.map((field) => [field, values[field]?.[0] ?? ""]));
        return <module.SignUpForm locale={locale} typed={{ ...typed, newsletter: values.newsletter !== undefined }} submitOnMount={action?.type === "submit"} />;
      }}
    >
      {children}
    </ActivateOnIntent>
  );
}
