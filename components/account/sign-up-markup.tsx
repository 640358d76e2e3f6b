import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { SIGN_UP_FORM_ID, SignUpFields } from "./sign-up-fields";

/**
 * The sign-up form as the server renders it, with no code of its own in the browser: the fields of
 * sign-up-form.tsx as native controls in a POST form (so nothing typed can reach an address bar).
 * sign-up-island.tsx puts the form's code in its place, with what was typed, as soon as the visitor
 * focuses a field or sends it.
 */
export function SignUpMarkup() {
  return (
    <MarkupForm className="mt-8 space-y-5">
      <SignUpFields bind={nativeFields(SIGN_UP_FORM_ID)} />
    </MarkupForm>
  );
}
