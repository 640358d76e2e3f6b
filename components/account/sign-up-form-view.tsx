import { nativeFields } from "@/components/forms/field-binding";
import { SIGN_UP_FORM_ID, SignUpFields, type SignUpLinks } from "./sign-up-form-fields";
import type { SignUpWords } from "./sign-up-words";

/** What the server's sign-up form is drawn from: its words, its links and what its language decides. */
export interface SignUpFormData {
  words: SignUpWords;
  rtl: boolean;
  links: SignUpLinks;
}

/**
 * The sign-up form's fields as native controls, a pure function of its data: the server writes them
 * once per process for the same words (kept-sign-up-form.tsx), and its code
 * (sign-up-form-client.tsx) draws the same fields when it takes over.
 */
export function SignUpFormView({ words, rtl, links }: SignUpFormData) {
  return <SignUpFields bind={nativeFields(SIGN_UP_FORM_ID)} words={words} rtl={rtl} links={links} />;
}
