import { z } from "zod";

/**
 * Sign-in fields, shared by the form (client) and the credentials provider (server). The
 * identifier is an email, or a mobile number as SPEC §5 writes it: 05 + 8 digits (Saudi Arabia)
 * or 01 + 9 digits (Egypt). Messages come from the caller so each side can translate them.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_PATTERN = /^(?:05\d{8}|01\d{9})$/;

/** Western digits for Arabic-Indic ones, no spaces or dashes: what a visitor types on a phone. */
export function normalizeIdentifier(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes("@")) return trimmed;
  return trimmed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, "");
}

export function isValidIdentifier(value: string): boolean {
  const normalized = normalizeIdentifier(value);
  return EMAIL_PATTERN.test(normalized) || MOBILE_PATTERN.test(normalized);
}

export interface SignInMessages {
  identifierRequired: string;
  identifierInvalid: string;
  passwordRequired: string;
}

export function signInSchema(messages: SignInMessages) {
  return z.object({
    identifier: z
      .string()
      .trim()
      .min(1, { error: messages.identifierRequired, abort: true })
      .refine(isValidIdentifier, { error: messages.identifierInvalid })
      .transform(normalizeIdentifier),
    password: z.string().min(1, { error: messages.passwordRequired }),
  });
}

export type SignInValues = z.input<ReturnType<typeof signInSchema>>;
