import { describe, expect, it } from "vitest";
import type { z } from "zod";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { signInSchemaOf } from "@/components/account/sign-in-schema";
import { SIGN_IN_CLIENT_MESSAGES } from "@/components/account/sign-in-messages";
import { SIGN_UP_CLIENT_MESSAGES } from "@/components/account/sign-up-messages";
import { signUpLabels } from "@/lib/account/sign-up-labels";
import { signUpSchema } from "@/lib/validation";
import { agreeingKey } from "@/lib/validation/arabic-gender";
import { englishMessages, type Translate } from "@/lib/validation/messages";

type Messages = typeof en;

/**
 * The `validation` keys a form's rules ask for in `messages`' language, as useValidationT asks for
 * them (with the Arabic feminine twin where the field's label is feminine): every message the schema
 * is built with, and every one it says for empty, malformed and mismatched values.
 */
function keysAskedFor(locale: "ar" | "en", build: (messages: Messages, tv: Translate) => z.ZodType, samples: Array<Record<string, unknown>>): string[] {
  const messages = (locale === "ar" ? ar : en) as Messages;
  const asked = new Set<string>();
  const tv: Translate = (key, values) => {
    asked.add(agreeingKey(locale, key, values));
    return englishMessages(key, values);
  };
  const schema = build(messages, tv);
  for (const sample of samples) schema.safeParse(sample);
  return [...asked].sort();
}

const SAMPLES = [{}, { identifier: "", password: "" }, { identifier: "x", password: "x" }, { identifier: "0", password: "1" }];
const SIGN_UP_SAMPLES = [
  {},
  { name: "", email: "", mobile: "", password: "", passwordConfirmation: "" },
  { name: "1", email: "x", mobile: "1", password: "x", passwordConfirmation: "y", terms: false },
  { name: "a".repeat(200), email: "a@b.co", mobile: "0501234567", password: "Abcdef1!", passwordConfirmation: "Abcdef1?", terms: true },
];

type Rules = (messages: Messages, tv: Translate) => z.ZodType;

/** The sign-in rules of `provider`, built with the catalogue's labels as the form's code builds them. */
const signInRules =
  (provider: "credentials" | "phr"): Rules =>
  (messages, tv) =>
    signInSchemaOf(
      provider,
      {
        identifier: provider === "phr" ? messages.auth.recordIdentifierLabel : messages.auth.identifierLabel,
        password: messages.auth.passwordLabel,
        recordIdentifierInvalid: messages.auth.recordIdentifierInvalid,
      },
      tv,
    );

/** The sign-up rules, built with the catalogue's labels. */
const signUpRules: Rules = (messages, tv) => signUpSchema(signUpLabels((key) => messages.account[key]), tv);

const PROVIDERS = ["credentials", "phr"] as const;

describe("the validation messages the sign pages send with their forms' code", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`hold every key the sign-in forms' rules ask for (${locale})`, () => {
      const sent = SIGN_IN_CLIENT_MESSAGES.validation;
      for (const provider of PROVIDERS) {
        const asked = keysAskedFor(locale, signInRules(provider), SAMPLES);
        expect(asked.length).toBeGreaterThan(0);
        for (const key of asked) expect(sent, `${provider}: ${key}`).toContain(key);
      }
    });

    it(`hold every key the sign-up form's rules ask for (${locale})`, () => {
      const sent = SIGN_UP_CLIENT_MESSAGES.validation;
      const asked = keysAskedFor(locale, signUpRules, SIGN_UP_SAMPLES);
      expect(asked.length).toBeGreaterThan(0);
      for (const key of asked) expect(sent, key).toContain(key);
    });
  }

  it("name no key the rules never ask for, in either language", () => {
    const askedInEither = (build: Rules, samples: Array<Record<string, unknown>>) => (["ar", "en"] as const).flatMap((locale) => keysAskedFor(locale, build, samples));
    const signIn = new Set(PROVIDERS.flatMap((provider) => askedInEither(signInRules(provider), SAMPLES)));
    const signUp = new Set(askedInEither(signUpRules, SIGN_UP_SAMPLES));
    expect([...SIGN_IN_CLIENT_MESSAGES.validation].sort()).toEqual([...signIn].sort());
    expect([...SIGN_UP_CLIENT_MESSAGES.validation].sort()).toEqual([...signUp].sort());
  });
});
