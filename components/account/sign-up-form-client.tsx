"use client";

import { useState } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import type { IntentProps } from "@/components/forms/form-island";
import { fieldIds } from "@/components/forms/field-shell";
import { formFields } from "@/components/forms/form-fields";
import { ClientForm } from "@/components/forms/client-form";
import { useFormAction } from "@/components/forms/use-form-action";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { registerAction, type SignUpValues } from "@/lib/account/account-actions";
import { useRouter } from "@/lib/i18n/router";
import { signUpSchema } from "@/lib/validation";
import { useUserFlow } from "@/stores/user";
import { signUpLabels } from "@/lib/account/sign-up-labels";
import { usePasswordVisibility, useShownByPress } from "./password-visibility";
import { SIGN_UP_FORM_ID, SIGN_UP_TEXT_FIELDS, SignUpFields, type SignUpLinks, type SignUpPasswordField } from "./sign-up-form-fields";
import type { SignUpWords } from "./sign-up-words";

/**
 * Sign-up's code (SPEC §5), loaded on intent in place of the server's markup (sign-up-form.tsx declares
 * the form): the rules checked as the patient types, the account registered, and the code page
 * next. Every field stays as typed on any failure.
 */
export default function SignUpForm({
  locale,
  words,
  links,
  typed,
  submitOnMount,
  pressed,
}: {
  locale: string;
  /** The fields' words (sign-up-words.ts), the same object the server's markup is drawn with. */
  words: SignUpWords;
  links: SignUpLinks;
} & IntentProps) {
  const tv = useValidationT();
  const passwordId = fieldIds(SIGN_UP_FORM_ID, "password").input;
  const confirmationId = fieldIds(SIGN_UP_FORM_ID, "password_confirmation").input;
  const [passwordShown, togglePassword] = usePasswordVisibility(passwordId);
  const [confirmationShown, toggleConfirmation] = usePasswordVisibility(confirmationId);
  useShownByPress(passwordId, pressed);
  useShownByPress(confirmationId, pressed);
  const router = useRouter();
  const codeSentForSignUp = useUserFlow((s) => s.codeSentForSignUp);
  // What was typed and ticked in the server's markup before this code loaded.
  const [markup] = useState(typed);
  const [newsletter, setNewsletter] = useState(markup.newsletter !== undefined);
  const form = useZodForm(signUpSchema(signUpLabels((key) => words.account[key]), tv), {
    defaultValues: Object.fromEntries(SIGN_UP_TEXT_FIELDS.map((field) => [field, markup[field]?.[0] ?? ""])) as Record<(typeof SIGN_UP_TEXT_FIELDS)[number], string>,
  });
  const { formError, alertRef, pending, send } = useFormAction(form);

  const submit = (values: Omit<SignUpValues, "newsletter">) =>
    send(
      () => registerAction(locale, { ...values, newsletter }),
      (data) => {
        codeSentForSignUp({
          identifier: data.identifier,
          channel: data.channel,
          sentAt: Date.now(),
          resendAfter: data.resend_after,
          firstName: values.name,
        });
        router.push("/otp");
      },
    );

  useSubmitOnMount(submitOnMount, () => form.handleSubmit(submit)());

  // The consent is no rule of the form: kept beside it, sent with it.
  const fields = formFields(form, SIGN_UP_FORM_ID);
  const bind: FieldBinder = (name) =>
    name === "newsletter"
      ? { ids: fieldIds(SIGN_UP_FORM_ID, name), control: { name, checked: newsletter, onChange: ({ target }) => setNewsletter((target as HTMLInputElement).checked) } }
      : fields(name);

  return (
    <ClientForm onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-8 space-y-5">
      <SignUpFields
        bind={bind}
        words={words}
        rtl={locale === "ar"}
        links={links}
        shown={{ password: passwordShown, password_confirmation: confirmationShown }}
        onTogglePassword={(field: SignUpPasswordField) => (field === "password" ? togglePassword : toggleConfirmation)()}
        alert={formError}
        alertRef={alertRef}
        pending={pending}
      />
    </ClientForm>
  );
}
