import { nativeFields } from "@/components/forms/field-binding";
import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { SIGN_UP_FORM_ID, SignUpFields } from "./sign-up-form-fields";

/**
 * The sign-up form (SPEC §5), declared in one place: the server renders its fields as native
 * controls in a POST form (so nothing typed can reach an address bar), and its code
 * (sign-up-form-client.tsx: react-hook-form with the shared sign-up schema, then registerAction) takes
 * their place through FormIsland, with what was typed and ticked, as soon as the visitor focuses a
 * field or sends it. Without JavaScript it says whom to call instead (MarkupForm).
 */
export function SignUp({ locale }: { locale: string }) {
  return (
    <FormIsland form="signUp" props={{ locale }}>
      <MarkupForm className="mt-8 space-y-5">
        <SignUpFields bind={nativeFields(SIGN_UP_FORM_ID)} />
      </MarkupForm>
    </FormIsland>
  );
}
