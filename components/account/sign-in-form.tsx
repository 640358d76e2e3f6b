import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import type { KeptKeyProps } from "@/components/ui/kept-from-server";
import { KeptSignInForm } from "./kept-sign-in-form";

/**
 * The email-or-mobile sign-in, declared in one place: the server draws its fields as native
 * controls in a POST form (so nothing typed can reach an address bar) from their data kept by key
 * (KeptSignInForm, sign-in-form-data.ts), and its code (sign-in-form-client.tsx: react-hook-form,
 * the rules, next-auth's client) reads the same data and takes their place through FormIsland,
 * with what was typed, as soon as the visitor focuses a field, presses its Show button or sends it.
 * Without JavaScript it says whom to call instead (MarkupForm). `kept` is the key the page gives the
 * health record's form too.
 */
export function CredentialsSignIn({ locale, callbackUrl, kept }: { locale: string; callbackUrl: string; kept: KeptKeyProps }) {
  return (
    <FormIsland form="signIn" props={{ provider: "credentials", locale, callbackUrl, kept }}>
      <MarkupForm className="mt-8 space-y-5">
        <KeptSignInForm {...kept} />
      </MarkupForm>
    </FormIsland>
  );
}
