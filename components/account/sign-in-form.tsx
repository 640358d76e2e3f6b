import { nativeFields } from "@/components/forms/field-binding";
import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { CredentialsFields, signInFormId, type SignInProvider } from "./sign-in-form-fields";

/**
 * A password sign-in, declared in one place: the server renders its fields as native controls in a
 * POST form (so nothing typed can reach an address bar), and its code (sign-in-form-client.tsx:
 * react-hook-form, the rules, next-auth's client) takes their place through FormIsland, with what
 * was typed, as soon as the visitor focuses a field or sends it. Without JavaScript it says whom to
 * call instead (MarkupForm).
 */
export function CredentialsSignIn({ provider, locale, callbackUrl }: { provider: SignInProvider; locale: string; callbackUrl: string }) {
  return (
    <FormIsland form="signIn" props={{ provider, locale, callbackUrl }}>
      <MarkupForm className={`${provider === "phr" ? "mt-6" : "mt-8"} space-y-5`}>
        <CredentialsFields provider={provider} bind={nativeFields(signInFormId(provider))} />
      </MarkupForm>
    </FormIsland>
  );
}
