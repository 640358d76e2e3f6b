import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordInput } from "@/components/account/password-input";
import { nativeFields } from "@/components/forms/field-binding";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

const markup = nativeFields("sign-in")("password");
// A form's code binds the same field with handlers (react-hook-form's register, or its own state).
const coded = { ...markup, control: { ...markup.control, onChange: () => undefined } };

/** The server's field until `swap` is pressed, then the form's code's: ActivateOnIntent's swap in small. */
function Swapping() {
  const [swapped, setSwapped] = useState(false);
  return (
    <>
      {swapped ? <PasswordInput key="code" field={coded} label="Password" autoComplete="current-password" /> : <PasswordInput key="markup" field={markup} label="Password" autoComplete="current-password" />}
      <button type="button" onClick={() => setSwapped(true)}>
        swap
      </button>
    </>
  );
}

function show(locale: "ar" | "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en}>
      <Swapping />
    </NextIntlClientProvider>,
  );
  return () => screen.getByLabelText("Password", { selector: "input" });
}

describe("the show-password button", () => {
  it("shows the password on the first press, says Hide with a name to match, and keeps it shown across the swap to the form's code", () => {
    const input = show("en");
    expect(input().getAttribute("type")).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: `${en.auth.showPassword}: Password` }));
    expect(input().getAttribute("type")).toBe("text");
    // A press under way when the form's code takes the markup's place: the new field shows too.
    fireEvent.click(screen.getByRole("button", { name: "swap" }));
    expect(input().getAttribute("type")).toBe("text");
    const hide = screen.getByRole("button", { name: `${en.auth.hidePassword}: Password` });
    expect(hide.textContent).toBe(en.auth.hide);
    expect(hide.hasAttribute("aria-pressed")).toBe(false);
    fireEvent.click(hide);
    expect(input().getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: `${en.auth.showPassword}: Password` }).textContent).toBe(en.auth.show);
  });

  it("is hidden again on the next visit to the page, and speaks Arabic", async () => {
    show("ar");
    fireEvent.click(screen.getByRole("button", { name: `${ar.auth.showPassword}: Password` }));
    expect(screen.getByRole("button", { name: `${ar.auth.hidePassword}: Password` }).textContent).toBe(ar.auth.hide);
    cleanup();
    // The page left: no copy of the field remains, and the state is dropped a task later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const input = show("ar");
    expect(input().getAttribute("type")).toBe("password");
  });
});
