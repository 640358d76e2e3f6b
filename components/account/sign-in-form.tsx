import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { KeptSignInForm } from "./kept-sign-in-form";
import type { SignInFieldWords } from "./sign-in-words";

/**
 * The email-or-mobile sign-in, declared in one place: the server draws its fields as native
 * controls in a POST form (so nothing typed can reach an address bar), written once per process
 * (KeptSignInForm), and its code (sign-in-form-client.tsx: react-hook-form, the rules, next-auth's
 * client) takes their place through FormIsland, with what was typed, as soon as the visitor focuses
 * a field, presses its Show button or sends it. Without JavaScript it says whom to call instead
 * (MarkupForm). `words` is the object the page gives the health record's form too: the payload
 * carries it once.
 */
export function CredentialsSignIn({
  locale,
  callbackUrl,
  words,
  resetHref,
}: {
  locale: string;
  callbackUrl: string;
  words: SignInFieldWords;
  resetHref: string;
}) {
  return (
    <FormIsland form="signIn" props={{ provider: "credentials", locale, callbackUrl, words, resetHref }}>
      <MarkupForm className="mt-8 space-y-5">
        <KeptSignInForm words={words} rtl={locale === "ar"} resetHref={resetHref} />
      </MarkupForm>
    </FormIsland>
  );
}
