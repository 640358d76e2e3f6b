"use client";

import type { ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import type { SignInProvider } from "./credentials-fields";

const load = () => import("./credentials-sign-in-form");

/**
 * The server's sign-in form (`children`, credentials-sign-in-markup.tsx) until a field takes the
 * focus; then the form's code (react-hook-form, the rules, next-auth's client), fetched then and not
 * with the page, takes its place with what was typed, and sends it if the visitor already did.
 */
export function CredentialsSignInIsland({
  provider,
  locale,
  callbackUrl,
  children,
}: {
  provider: SignInProvider;
  locale: string;
  callbackUrl: string;
  children: ReactNode;
}) {
  return (
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => {
        const values = current();
        return (
          <module.CredentialsSignInForm
            provider={provider}
            locale={locale}
            callbackUrl={callbackUrl}
            typed={{ identifier: values.identifier?.[0] ?? "", password: values.password?.[0] ?? "" }}
            submitOnMount={action?.type === "submit"}
          />
        );
      }}
    >
      {children}
    </ActivateOnIntent>
  );
}
