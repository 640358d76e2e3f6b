import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { KeptSignUpForm } from "./kept-sign-up-form";
import type { SignUpLinks } from "./sign-up-form-fields";
import type { SignUpWords } from "./sign-up-words";

/**
 * The sign-up form (SPEC §5), declared in one place: the server draws its fields as native controls
 * in a POST form (so nothing typed can reach an address bar), written once per process
 * (KeptSignUpForm), and its code (sign-up-form-client.tsx: react-hook-form with the shared sign-up
 * schema, then registerAction) takes their place through FormIsland, with what was typed and
 * ticked, as soon as the visitor focuses a field, presses a Show button or sends it. Without
 * JavaScript it says whom to call instead (MarkupForm). `words` and `links` are the objects both
 * are given: the payload carries each once.
 */
export function SignUp({ locale, words, links }: { locale: string; words: SignUpWords; links: SignUpLinks }) {
  return (
    <FormIsland form="signUp" props={{ locale, words, links }}>
      <MarkupForm className="mt-8 space-y-5">
        <KeptSignUpForm words={words} rtl={locale === "ar"} links={links} />
      </MarkupForm>
    </FormIsland>
  );
}
