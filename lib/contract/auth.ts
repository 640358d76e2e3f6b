import { z } from "zod";
import { CodedErrorSchema } from "./common";

export const TokenRequestSchema = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().describe("Seconds until the token expires"),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginRequestSchema = z.object({
  email_or_phone: z.string({ error: "The email_or_phone field is required." }).trim().min(1, {
    error: "The email_or_phone field is required.",
  }),
  password: z.string({ error: "The password field is required." }).min(1, { error: "The password field is required." }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export const LoginResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export const UserResponseSchema = z.object({ user: UserSchema });

/**
 * Why a password sign-in (POST /api/auth/login, POST /api/phr/login) was refused, as its 422 `code`:
 * `unknown_account` (no account has that identifier) or `wrong_password`. The message beside it is
 * SPEC §8's words, to show; a client switches on the code.
 */
export const SIGN_IN_REFUSALS = ["unknown_account", "wrong_password"] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];
export const SignInRefusalSchema = CodedErrorSchema.extend({ code: z.enum(SIGN_IN_REFUSALS) });
