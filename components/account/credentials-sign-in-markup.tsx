import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { CredentialsFields, signInFormId, type SignInProvider } from "./credentials-fields";

/**
 * A password sign-in as the server renders it, with no code of its own in the browser: the fields
 * of credentials-sign-in-form.tsx as native controls in a POST form (so nothing typed can reach an
 * address bar). credentials-sign-in-island.tsx puts the form's code in its place, with what was
 * typed, as soon as the visitor focuses a field or sends it.
 */
export function CredentialsSignInMarkup({ provider }: { provider: SignInProvider }) {
  return (
    <MarkupForm className={`${provider === "phr" ? "mt-6" : "mt-8"} space-y-5`}>
      <CredentialsFields provider={provider} bind={nativeFields(signInFormId(provider))} />
    </MarkupForm>
  );
}
