import { cleanup, render, screen } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { passwordToggleId } from "@/components/account/password-input-view";
import { SignUpFormView } from "@/components/account/sign-up-form-view";
import { SIGN_UP_WORDS, signUpWords } from "@/components/account/sign-up-words";
import { taggedParts } from "@/lib/intl/tagged-parts";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

vi.mock("@/lib/account/account-actions", () => ({ registerAction: vi.fn() }));
vi.mock("@/lib/i18n/router", () => import("../support/i18n-router"));

const { default: SignUpForm } = await import("@/components/account/sign-up-form-client");

afterEach(cleanup);

const PASSWORD = "sign-up-password";
const CONFIRMATION = "sign-up-password_confirmation";
/** The words as the page builds them, its terms line formatted by next-intl. */
const wordsOf = (locale: "ar" | "en", messages: typeof ar | typeof en) => {
  const t = createTranslator({ locale, messages, namespace: "account" });
  return signUpWords(messages, (tags) => t.markup("termsLine", tags));
};

const links = { termsHref: "/الشروط-والأحكام", privacyHref: "/سياسة-الخصوصية" };

describe("the sign-up form's words", () => {
  it("are each language's catalogue entries, one object per catalogue", () => {
    for (const [locale, messages] of [["ar", ar], ["en", en]] as const) {
      const words = wordsOf(locale, messages);
      expect(Object.keys(words.auth).sort()).toEqual([...SIGN_UP_WORDS.auth].sort());
      expect(Object.keys(words.account).sort()).toEqual([...SIGN_UP_WORDS.account, "termsLine"].sort());
      for (const namespace of ["account", "auth"] as const) {
        for (const [key, value] of Object.entries(words[namespace])) if (key !== "termsLine") expect(value, key).toBe((messages[namespace] as Record<string, string>)[key]);
      }
      expect(wordsOf(locale, messages)).toBe(words);
    }
  });

  it("split the terms line into the runs next-intl's rich text gives, in both languages", () => {
    for (const [locale, messages] of [["ar", ar], ["en", en]] as const) {
      const t = createTranslator({ locale, messages, namespace: "account" });
      const expected = t.markup("termsLine", { terms: (text) => `[terms:${text}]`, privacy: (text) => `[privacy:${text}]` });
      const parts = taggedParts(wordsOf(locale, messages).account.termsLine);
      expect(parts.map(({ text, tag }) => (tag ? `[${tag}:${text}]` : text)).join("")).toBe(expected);
      expect(parts.filter((part) => part.tag).map((part) => part.tag)).toEqual(["terms", "privacy"]);
    }
  });
});

describe("the sign-up form's server markup, drawn from its words", () => {
  it("is native named fields, each Show button handing the form to its code on a press, the same for the same data", () => {
    const data = { words: wordsOf("ar", ar), rtl: true, links };
    const markup = renderToStaticMarkup(<SignUpFormView {...data} />);
    expect(renderToStaticMarkup(<SignUpFormView {...data} />)).toBe(markup);
    const root = document.createElement("div");
    root.innerHTML = markup;
    expect([...root.querySelectorAll("input")].map((input) => [input.name, input.id, input.type])).toEqual([
      ["name", "sign-up-name", "text"],
      ["mobile", "sign-up-mobile", "tel"],
      ["email", "sign-up-email", "email"],
      ["password", PASSWORD, "password"],
      ["password_confirmation", CONFIRMATION, "password"],
      ["newsletter", "sign-up-newsletter", "checkbox"],
    ]);
    for (const [id, label] of [
      [PASSWORD, ar.account.passwordLabel],
      [CONFIRMATION, ar.account.passwordConfirmationLabel],
    ] as const) {
      const toggle = root.querySelector(`#${passwordToggleId(id)}`);
      expect(toggle?.getAttribute("data-intent")).toBe("press");
      expect(toggle?.getAttribute("aria-label")).toBe(`${ar.auth.showPassword}: ${label}`);
      // Arabic: the button's room at the start of the left-to-right field.
      expect(root.querySelector(`#${id}`)?.className).toMatch(/\bps-20\b/);
    }
    expect((root.querySelector("input[name=newsletter]") as HTMLInputElement).checked).toBe(false);
    const anchors = [...root.querySelectorAll("a")];
    expect(anchors.map((a) => [a.getAttribute("href"), a.textContent, a.hasAttribute("data-soft-nav")])).toEqual([
      [links.termsHref, "الشروط والأحكام", true],
      [links.privacyHref, "سياسة الخصوصية", true],
    ]);
    expect(anchors[0]?.parentElement?.textContent).toBe(ar.account.termsLine.replace(/<\/?(terms|privacy)>/g, ""));
    expect(root.querySelector("button[type=submit]")?.textContent).toBe(ar.account.signUpSubmit);
  });
});

describe("the sign-up form's code, handed the form by a press on the markup's Show", () => {
  const show = (pressed?: string) =>
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SignUpForm
          locale="en"
          words={wordsOf("en", en)}
          links={{ termsHref: "/en/terms", privacyHref: "/en/privacy-policy" }}
          typed={() => ({ password: ["Secret#Pass1"], password_confirmation: ["Secret#Pass1"], newsletter: ["on"] })}
          submitOnMount={false}
          pressed={pressed}
        />
      </NextIntlClientProvider>,
    );

  it("opens with the pressed field shown, the other hidden, and what was typed and ticked kept", () => {
    show(passwordToggleId(CONFIRMATION));
    const confirmation = screen.getByLabelText(en.account.passwordConfirmationLabel, { selector: "input" }) as HTMLInputElement;
    expect(confirmation.type).toBe("text");
    expect(confirmation.value).toBe("Secret#Pass1");
    expect(screen.getByRole("button", { name: `${en.auth.hidePassword}: ${en.account.passwordConfirmationLabel}` }).textContent).toBe(en.auth.hide);
    expect((screen.getByLabelText(en.account.passwordLabel, { selector: "input" }) as HTMLInputElement).type).toBe("password");
    expect((screen.getByLabelText(en.account.newsletterConsent) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/en/privacy-policy");
  });
});
