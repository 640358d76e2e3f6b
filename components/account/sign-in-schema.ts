import { z } from "zod";
import { phrIdentifierKind } from "@/lib/contract/phr";
import { normalizeDigits } from "@/lib/validation";
import { signInSchema } from "@/lib/validation/forms";
import type { Translate } from "@/lib/validation/messages";
import type { SignInProvider } from "./credentials-fields";

type Credentials = { identifier: string; password: string };

/** What the sign-in form of `provider` checks before sending (next-auth's provider checks it again). */
export function signInSchemaOf(
  provider: SignInProvider,
  labels: { identifier: string; password: string; recordIdentifierInvalid: string },
  tv: Translate,
): z.ZodType<Credentials, Credentials> {
  if (provider === "credentials") return signInSchema({ identifier: labels.identifier, password: labels.password }, tv);
  return z.object({
    identifier: z
      .string()
      .trim()
      .min(1, { error: tv("required", { field: labels.identifier }), abort: true })
      .transform(normalizeDigits)
      .refine((value) => phrIdentifierKind(value) !== null, { error: labels.recordIdentifierInvalid }),
    password: z.string().min(1, { error: tv("required", { field: labels.password }) }),
  });
}
