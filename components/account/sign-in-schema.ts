import type { z } from "zod";
import { phrIdentifierKind } from "@/lib/contract/phr";
import { normalizeDigits, requiredText } from "@/lib/validation";
import { signInSchema } from "@/lib/validation/forms";
import type { Translate } from "@/lib/validation/messages";
import type { SignInProvider } from "./sign-in-form-fields";

type Credentials = { identifier: string; password: string };

/** What the sign-in form of `provider` checks before sending (next-auth's provider checks it again). */
export function signInSchemaOf(
  provider: SignInProvider,
  labels: { identifier: string; password: string; recordIdentifierInvalid: string },
  tv: Translate,
): z.ZodType<Credentials, Credentials> {
  const account = signInSchema({ identifier: labels.identifier, password: labels.password }, tv);
  if (provider === "credentials") return account;
  // The same password rule; the identifier is a national ID or a medical record number.
  return account.extend({
    identifier: requiredText({ label: labels.identifier, t: tv })
      .transform(normalizeDigits)
      .refine((value) => phrIdentifierKind(value) !== null, { error: labels.recordIdentifierInvalid }),
  });
}
