import type { Ref } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextInput } from "@/components/forms/text-input";
import { emailOrMobileInput } from "./identifier-input";
import { PasswordInputView } from "./password-input-view";
import type { SignInFieldWords } from "./sign-in-words";

/**
 * next-auth's provider a password sign-in goes through: the account's email or mobile
 * ("credentials"), or the health record's national ID or medical record number ("phr").
 */
export type SignInProvider = "credentials" | "phr";

/** The ids of a sign-in form's fields, the same in the server's markup and in the form's code. */
export const signInFormId = (provider: SignInProvider) => `sign-in-${provider}`;

/**
 * Everything inside a password sign-in form, drawn by the server's markup (sign-in-form-view.tsx,
 * native fields, written once per process) and by the form's code (sign-in-form-client.tsx,
 * react-hook-form): only `bind` and the state differ. A pure function of its props, its words
 * among them: it reads no context.
 */
export function CredentialsFields({
  provider,
  bind,
  words,
  rtl,
  resetHref,
  passwordShown = false,
  onTogglePassword,
  alert = null,
  alertRef,
  pending = false,
  signedIn = false,
}: {
  provider: SignInProvider;
  bind: FieldBinder;
  words: SignInFieldWords;
  rtl: boolean;
  /** The page of a forgotten password, in the page's language. */
  resetHref: string;
  passwordShown?: boolean;
  /** The code's show/hide; without it the button hands the form to its code (PasswordInputView). */
  onTogglePassword?: () => void;
  alert?: string | null;
  alertRef?: Ref<HTMLDivElement>;
  pending?: boolean;
  signedIn?: boolean;
}) {
  const record = provider === "phr";
  const identifier = record
    ? { label: words.recordIdentifierLabel, hint: words.recordIdentifierHint, type: "text", inputMode: "numeric", dir: "ltr", required: true } as const
    : { label: words.identifierLabel, hint: words.identifierHint, ...emailOrMobileInput };
  const busy = pending || signedIn;
  return (
    <>
      {record ? <p className="text-muted">{words.recordIntro}</p> : null}
      <FormAlert ref={alertRef} message={alert} />
      <TextInput field={bind("identifier")} autoComplete="username" {...identifier} />
      <PasswordInputView
        field={bind("password")}
        label={words.passwordLabel}
        autoComplete="current-password"
        words={words}
        rtl={rtl}
        shown={passwordShown}
        onToggle={onTogglePassword}
        aside={
          record ? undefined : (
            // A client navigation, prefetched on intent, in the server's markup and the code's alike (soft-links.tsx).
            <a href={resetHref} data-soft-nav="" className="text-sm font-medium text-brand-700 underline underline-offset-4">
              {words.forgotPassword}
            </a>
          )
        }
      />
      <SubmitButton pending={busy} label={words.submit} pendingLabel={signedIn ? words.signedInRedirecting : words.submitting} />
      <p className="sr-only" aria-live="polite">
        {pending ? words.submitting : signedIn ? words.signedInRedirecting : ""}
      </p>
    </>
  );
}
