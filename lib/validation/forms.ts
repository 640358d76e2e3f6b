import { z } from "zod";
import {
  bookingPhone,
  bookingUsername,
  contactPhone,
  email,
  fullName,
  landingName,
  mobile,
  NAME_LENGTH,
  optionalEmail,
  otpCode,
  password,
  profileName,
  requiredChoice,
  requiredText,
  resetIdentifier,
  signInIdentifier,
  signUpName,
} from "./fields";
import { type Translate, englishMessages } from "./messages";

/**
 * Whole-form schemas of SPEC §5. `labels` are the translated field names; `t` the translator.
 * Both default to English so the backend can validate request bodies with the same rules.
 */
type Labels<K extends string> = Partial<Record<K, string>>;
const label = <K extends string>(labels: Labels<K>, key: K, fallback: string) => labels[key] ?? fallback;

export const popupBookingSchema = (labels: Labels<"name" | "phone" | "email" | "branch"> = {}, t: Translate = englishMessages) =>
  z.object({
    name: bookingUsername({ label: label(labels, "name", "Name"), t }),
    phone: bookingPhone({ label: label(labels, "phone", "Phone"), t }),
    email: email({ label: label(labels, "email", "Email"), t }),
    branch: requiredChoice({ label: label(labels, "branch", "Branch"), t }),
  });

/** Offer booking: the email is optional, a payment type is required; the phone follows the unit's country. */
export const offerBookingSchema = (
  labels: Labels<"name" | "phone" | "email" | "branch" | "paymentType"> = {},
  t: Translate = englishMessages,
  country: "SA" | "EG" = "SA",
) =>
  z.object({
    name: bookingUsername({ label: label(labels, "name", "Name"), t }),
    phone: bookingPhone({ label: label(labels, "phone", "Phone"), t }, country),
    email: optionalEmail({ label: label(labels, "email", "Email"), t }),
    branch: requiredChoice({ label: label(labels, "branch", "Branch"), t }),
    payment_type: z.enum(["cash", "card", "fawry", "tamara"], { error: t("required", { field: label(labels, "paymentType", "Payment type") }) }),
  });

/** The contact form's text lengths: its schema's, and the bounds its form tells the browser (contact-form.tsx). */
export const CONTACT_LENGTHS = {
  name: NAME_LENGTH,
  subject: { min: 3, max: 120 },
  message: { min: 3, max: 2000 },
} as const;

export const contactSchema = (labels: Labels<"name" | "phone" | "email" | "subject" | "message"> = {}, t: Translate = englishMessages) =>
  z.object({
    name: fullName({ label: label(labels, "name", "Full name"), t }),
    phone: contactPhone({ label: label(labels, "phone", "Phone"), t }),
    email: email({ label: label(labels, "email", "Email"), t }),
    subject: requiredText({ label: label(labels, "subject", "Subject"), t }, CONTACT_LENGTHS.subject.min, CONTACT_LENGTHS.subject.max),
    message: requiredText({ label: label(labels, "message", "Message"), t }, CONTACT_LENGTHS.message.min, CONTACT_LENGTHS.message.max),
  });

/** The repeated password: an empty one says so at once, whatever the first password holds. */
const confirmationField = (field: string, t: Translate) => z.string().min(1, { error: t("required", { field }) });

export const passwordConfirmation = <T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T, t: Translate = englishMessages) =>
  schema.refine((v) => v.password === v.password_confirmation, { error: t("confirmed"), path: ["password_confirmation"] });

export const signInSchema = (labels: Labels<"identifier" | "password"> = {}, t: Translate = englishMessages) => {
  const passwordLabel = label(labels, "password", "Password");
  return z.object({
    identifier: signInIdentifier({ label: label(labels, "identifier", "Email or mobile number"), t }),
    password: z.string({ error: t("required", { field: passwordLabel }) }).min(1, { error: t("required", { field: passwordLabel }) }),
  });
};

export const signUpSchema = (
  labels: Labels<"name" | "mobile" | "email" | "password" | "passwordConfirmation"> = {},
  t: Translate = englishMessages,
  nameVariant: "short" | "long" = "short",
) =>
  passwordConfirmation(
    z.object({
      name: signUpName({ label: label(labels, "name", "Name"), t }, nameVariant),
      mobile: mobile({ label: label(labels, "mobile", "Mobile"), t }),
      email: email({ label: label(labels, "email", "Email"), t }),
      password: password({ label: label(labels, "password", "Password"), t }),
      password_confirmation: confirmationField(label(labels, "passwordConfirmation", "Password confirmation"), t),
    }),
    t,
  );

export const resetPasswordRequestSchema = (labels: Labels<"identifier"> = {}, t: Translate = englishMessages) =>
  z.object({ identifier: resetIdentifier({ label: label(labels, "identifier", "Email or mobile"), t }) });

export const newPasswordSchema = (labels: Labels<"password" | "passwordConfirmation"> = {}, t: Translate = englishMessages) =>
  passwordConfirmation(
    z.object({
      password: password({ label: label(labels, "password", "Password"), t }),
      password_confirmation: confirmationField(label(labels, "passwordConfirmation", "Password confirmation"), t),
    }),
    t,
  );

export const otpSchema = (labels: Labels<"code"> = {}, t: Translate = englishMessages) =>
  z.object({ code: otpCode({ label: label(labels, "code", "Code"), t }) });

export const profileSchema = (labels: Labels<"name" | "email"> = {}, t: Translate = englishMessages) =>
  z.object({
    full_name: profileName({ label: label(labels, "name", "Name"), t }),
    email: email({ label: label(labels, "email", "Email"), t }),
  });

export const landingFormSchema = (
  labels: Labels<"name" | "phone" | "message"> = {},
  t: Translate = englishMessages,
  nameVariant: "short" | "long" = "short",
) =>
  z.object({
    name: landingName({ label: label(labels, "name", "Name"), t }, nameVariant),
    phone: bookingPhone({ label: label(labels, "phone", "Phone"), t }),
    message: requiredText({ label: label(labels, "message", "Message"), t }, undefined, 1000),
  });
