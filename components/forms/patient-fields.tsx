import type { FieldBinder } from "./field-binding";
import { TextInput } from "./text-input";

export interface PatientFieldsProps {
  bind: FieldBinder;
  labels: { name: string; phone: string; email: string };
  hints?: { name?: string; phone?: string; email?: string };
  /** The e-mail is the signed-in patient's own (a booking sends to no other): shown, not typed. */
  emailReadOnly?: boolean;
  /** The phone's field name: sign-up sends `mobile`, booking and contact `phone`. */
  phoneName?: "phone" | "mobile";
  /** Sign-up asks for the first name only. */
  firstName?: boolean;
  /** The longest name the form's schema takes, when the browser should stop there too. */
  nameMaxLength?: number;
}

/**
 * Who the patient is: name, mobile and email, the same three fields in sign-up, booking and the
 * contact form (national numbers starting with 0, so the phone keypad and `tel-national`). The
 * caller lays them out (stacked or in a grid).
 */
export function PatientFields({ bind, labels, hints = {}, phoneName = "phone", firstName = false, nameMaxLength, emailReadOnly = false }: PatientFieldsProps) {
  return (
    <>
      <TextInput
        field={bind("name")}
        label={labels.name}
        hint={hints.name}
        autoComplete={firstName ? "given-name" : "name"}
        maxLength={nameMaxLength}
        required
      />
      <TextInput
        field={bind(phoneName)}
        label={labels.phone}
        hint={hints.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        required
      />
      <TextInput
        field={bind("email")}
        label={labels.email}
        hint={hints.email}
        readOnly={emailReadOnly || undefined}
        inputClassName={emailReadOnly ? "read-only:bg-surface" : undefined}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
      />
    </>
  );
}
