import type { Ref } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import { CheckboxInput } from "@/components/forms/checkbox-input";
import { FormAlert } from "@/components/forms/form-alert";
import { PatientFields } from "@/components/forms/patient-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { taggedParts } from "@/lib/intl/tagged-parts";
import { PasswordInputView } from "./password-input-view";
import type { SignUpWords } from "./sign-up-words";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** Sign-up's text fields, as named in its markup and in its code (the newsletter box besides). */
export const SIGN_UP_TEXT_FIELDS = ["name", "email", "mobile", "password", "password_confirmation"] as const;

/** Its two password fields, each with its own Show button. */
export type SignUpPasswordField = "password" | "password_confirmation";

/** The ids of the sign-up form's fields, the same in the server's markup and in the form's code. */
export const SIGN_UP_FORM_ID = "sign-up";

/** Where the terms line's links go, in the page's language. */
export interface SignUpLinks {
  termsHref: string;
  privacyHref: string;
}

/**
 * Everything inside the sign-up form (SPEC §5), drawn by the server's markup (sign-up-form-view.tsx,
 * native fields, written once per process) and by the form's code (sign-up-form-client.tsx,
 * react-hook-form): only `bind` and the state differ. A pure function of its props, its words among
 * them: it reads no context. Registering accepts the terms (a line with links, no checkbox); the
 * newsletter is a separate, unticked consent.
 */
export function SignUpFields({
  bind,
  words,
  rtl,
  links,
  shown,
  onTogglePassword,
  alert = null,
  alertRef,
  pending = false,
}: {
  bind: FieldBinder;
  words: SignUpWords;
  rtl: boolean;
  links: SignUpLinks;
  /** Which password fields show their text (none in the server's markup). */
  shown?: Partial<Record<SignUpPasswordField, boolean>>;
  /** The code's show/hide; without it a Show button hands the form to its code (PasswordInputView). */
  onTogglePassword?: (field: SignUpPasswordField) => void;
  alert?: string | null;
  alertRef?: Ref<HTMLDivElement>;
  pending?: boolean;
}) {
  const { account, auth } = words;
  const password = (name: SignUpPasswordField, label: string, hint?: string) => (
    <PasswordInputView
      field={bind(name)}
      label={label}
      hint={hint}
      autoComplete="new-password"
      words={auth}
      rtl={rtl}
      shown={shown?.[name] ?? false}
      onToggle={onTogglePassword ? () => onTogglePassword(name) : undefined}
    />
  );
  return (
    <>
      <FormAlert ref={alertRef} message={alert} />
      <PatientFields
        bind={bind}
        labels={{ name: account.firstNameLabel, phone: account.mobileLabel, email: account.emailLabel }}
        hints={{ phone: account.mobileHint }}
        phoneName="mobile"
        firstName
        nameMaxLength={60}
      />
      {password("password", account.passwordLabel, account.passwordHint)}
      {password("password_confirmation", account.passwordConfirmationLabel)}
      <CheckboxInput field={bind("newsletter")} label={account.newsletterConsent} />
      <p className="text-sm text-muted">
        {taggedParts(account.termsLine).map(({ text, tag }, index) =>
          tag ? (
            // A client navigation, prefetched on intent, in the server's markup and the code's alike (soft-links.tsx).
            <a key={index} href={tag === "privacy" ? links.privacyHref : links.termsHref} data-soft-nav="" className={linkClass}>
              {text}
            </a>
          ) : (
            text
          ),
        )}
      </p>
      <SubmitButton pending={pending} label={account.signUpSubmit} pendingLabel={account.signUpSubmitting} />
      <p className="sr-only" aria-live="polite">
        {pending ? account.signUpSubmitting : ""}
      </p>
    </>
  );
}
