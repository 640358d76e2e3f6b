import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { passwordToggleId } from "@/components/account/password-input-view";
import { SignInFormView } from "@/components/account/sign-in-form-view";
import { SIGN_IN_FORM_MESSAGES, SIGN_IN_PAGE_MESSAGES } from "@/components/account/sign-in-messages";
import { SIGN_IN_FIELD_WORDS, signInFieldWords } from "@/components/account/sign-in-words";
import { pickedClientMessages, pickedMessages } from "@/lib/intl/client-messages";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

vi.mock("next-auth/react", () => ({ signIn: vi.fn() }));

const { default: CredentialsSignInForm } = await import("@/components/account/sign-in-form-client");

afterEach(cleanup);

const PASSWORD = "sign-in-credentials-password";

describe("the sign-in form's server markup, drawn from its words", () => {
  it("takes every word of the form from each language's catalogue, one object per catalogue", () => {
    for (const messages of [ar, en]) {
      const words = signInFieldWords(messages);
      expect(Object.keys(words).sort()).toEqual([...SIGN_IN_FIELD_WORDS].sort());
      for (const key of SIGN_IN_FIELD_WORDS) expect(words[key], key).toBe(messages.auth[key]);
      expect(signInFieldWords(messages)).toBe(words);
    }
  });

  it("is native named fields, its Show button handing the form to its code on a press, the same for the same data", () => {
    const data = { words: signInFieldWords(ar), rtl: true, resetHref: "/إعادة-تعيين-كلمة-المرور" };
    const markup = renderToStaticMarkup(<SignInFormView {...data} />);
    expect(renderToStaticMarkup(<SignInFormView {...data} />)).toBe(markup);
    const root = document.createElement("div");
    root.innerHTML = markup;
    expect([...root.querySelectorAll("input")].map((input) => [input.name, input.id, input.type])).toEqual([
      ["identifier", "sign-in-credentials-identifier", "text"],
      ["password", PASSWORD, "password"],
    ]);
    const toggle = root.querySelector(`#${passwordToggleId(PASSWORD)}`);
    expect(toggle?.getAttribute("data-intent")).toBe("press");
    expect(toggle?.getAttribute("aria-label")).toBe(`${ar.auth.showPassword}: ${ar.auth.passwordLabel}`);
    expect(toggle?.textContent).toBe(ar.auth.show);
    // Arabic: the button's room at the start of the left-to-right field.
    expect(root.querySelector(`#${PASSWORD}`)?.className).toMatch(/\bps-20\b/);
    expect(root.querySelector("a")?.getAttribute("href")).toBe(data.resetHref);
    expect(root.querySelector("a")?.hasAttribute("data-soft-nav")).toBe(true);
  });
});

describe("the sign-in form's code, handed the form by a press on the markup's Show", () => {
  const show = (pressed?: string) =>
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CredentialsSignInForm
          provider="credentials"
          locale="en"
          callbackUrl="/en"
          words={signInFieldWords(en)}
          resetHref="/en/reset-password"
          typed={() => ({ password: ["Secret#Pass1"] })}
          submitOnMount={false}
          pressed={pressed}
        />
      </NextIntlClientProvider>,
    );

  it("opens with the password shown and its button saying Hide", () => {
    show(passwordToggleId(PASSWORD));
    const input = screen.getByLabelText(en.auth.passwordLabel, { selector: "input" });
    expect(input.getAttribute("type")).toBe("text");
    expect((input as HTMLInputElement).value).toBe("Secret#Pass1");
    expect(screen.getByRole("button", { name: `${en.auth.hidePassword}: ${en.auth.passwordLabel}` }).textContent).toBe(en.auth.hide);
  });

  it("opens with it hidden when the focus, not a press, handed it over", async () => {
    show();
    // The state of the field is kept a task after the last copy of it leaves (password-visibility.ts).
    await new Promise((resolve) => setTimeout(resolve, 0));
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
    show();
    expect(screen.getByLabelText(en.auth.passwordLabel, { selector: "input" }).getAttribute("type")).toBe("password");
    // The code's own button answers the press: it hands nothing over.
    expect(screen.getByRole("button", { name: `${en.auth.showPassword}: ${en.auth.passwordLabel}` }).hasAttribute("data-intent")).toBe(false);
  });
});

describe("the sign-in form's code, its messages read with its data", () => {
  it("says a failure's words that the page's own messages lack, from the messages of its data", async () => {
    render(
      <NextIntlClientProvider locale="en" messages={pickedClientMessages(en, SIGN_IN_PAGE_MESSAGES)}>
        <CredentialsSignInForm
          provider="phr"
          locale="en"
          callbackUrl="/en"
          words={signInFieldWords(en)}
          resetHref="/en/reset-password"
          messages={pickedMessages(en, SIGN_IN_FORM_MESSAGES) as Record<string, Record<string, unknown>>}
          typed={() => ({})}
          submitOnMount={false}
        />
      </NextIntlClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(en.auth.recordIdentifierLabel, { selector: "input" }), { target: { value: "12" } });
    fireEvent.submit(screen.getByLabelText(en.auth.recordIdentifierLabel, { selector: "input" }).closest("form")!);
    expect(await screen.findAllByText(en.auth.recordIdentifierInvalid)).not.toHaveLength(0);
    expect(await screen.findAllByText(`${en.auth.passwordLabel} is required`)).not.toHaveLength(0);
  });
});
