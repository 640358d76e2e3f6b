import { z } from "zod";
import { normalizeDigits, PATTERNS } from "@/lib/validation";

/**
 * The health-record (PHR) sign-in strategy of SPEC §7: a patient known to the hospital signs in
 * with their national ID (10 digits starting 1 or 2) or their medical record number (6 to 9
 * digits) and a password, and gets an access token with a refresh token.
 */

export const MEDICAL_RECORD_NUMBER = /^\d{6,9}$/;

/** Which kind of identifier a (digit-normalized) value is, or null when it is neither. */
export function phrIdentifierKind(value: string): "national_id" | "medical_record_number" | null {
  if (PATTERNS.idNumber.test(value)) return "national_id";
  if (MEDICAL_RECORD_NUMBER.test(value)) return "medical_record_number";
  return null;
}

/** A national ID or medical record number of the hospital's records, as typed (Arabic-Indic digits too). */
export const PhrIdentifierSchema = z
    .string({ error: "The identifier field is required." })
    .trim()
    .transform(normalizeDigits)
    .refine((v) => phrIdentifierKind(v) !== null, {
      error: "The identifier must be a national ID (10 digits starting with 1 or 2) or a medical record number (6 to 9 digits).",
    });

export const PhrLoginRequestSchema = z.object({
  identifier: PhrIdentifierSchema,
  password: z.string({ error: "The password field is required." }).min(1, { error: "The password field is required." }).max(200),
});
export type PhrLoginRequest = z.input<typeof PhrLoginRequestSchema>;

export const PhrRefreshRequestSchema = z.object({
  refresh_token: z.string({ error: "The refresh token is required." }).min(1, { error: "The refresh token is required." }).max(200),
});

/** Exactly the fields of SPEC §7's PHR login answer. */
export const PhrTokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().describe("Seconds the access token lives (86400)"),
    refresh_token: z.string(),
    refresh_expires_in: z.number().int().describe("Seconds the refresh token lives (1296000)"),
  })
  .strict();
export type PhrTokenResponse = z.infer<typeof PhrTokenResponseSchema>;
