import { nativeFields } from "@/components/forms/field-binding";
import { CredentialsFields, signInFormId } from "./sign-in-form-fields";
import type { SignInFieldWords } from "./sign-in-words";

/** What the server's password sign-in form is drawn from: its words and what its language decides. */
export interface SignInFormData {
  words: SignInFieldWords;
  rtl: boolean;
  resetHref: string;
}

/**
 * The email-or-mobile sign-in's fields as native controls, a pure function of its data: the server
 * writes them once per process for the same words (kept-sign-in-form.tsx), and its code
 * (sign-in-form-client.tsx) draws the same fields when it takes over.
 */
export function SignInFormView({ words, rtl, resetHref }: SignInFormData) {
  return <CredentialsFields provider="credentials" bind={nativeFields(signInFormId("credentials"))} words={words} rtl={rtl} resetHref={resetHref} />;
}
