import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordField } from "@/components/account/password-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { newPasswordSchema, signUpSchema } from "@/lib/validation";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const MESSAGES = { ar, en } as const;

/** The reset's last step as the page has it: a password and its confirmation. */
function Harness() {
  const tv = useValidationT();
  const labels = { password: "Password", passwordConfirmation: "Confirm password" };
  const form = useZodForm(newPasswordSchema(labels, tv), { defaultValues: { password: "", password_confirmation: "" } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
      <PasswordField form={form} name="password" label={labels.password} autoComplete="new-password" />
      <PasswordField form={form} name="password_confirmation" label={labels.passwordConfirmation} autoComplete="new-password" />
      <button type="submit">Save</button>
    </form>
  );
}

function show(locale: "ar" | "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      <Harness />
    </NextIntlClientProvider>,
  );
}

afterEach(cleanup);

describe("password fields", () => {
  it("keep the room for the show button on the side where the button sits (the LTR field's start in Arabic)", () => {
    show("ar");
    const input = screen.getByLabelText("Password", { selector: "input" });
    expect(input.getAttribute("dir")).toBe("ltr");
    expect(input.className).toContain("ps-20");
    expect(input.className).not.toContain("pe-20");
    cleanup();
    show("en");
    expect(screen.getByLabelText("Password", { selector: "input" }).className).toContain("pe-20");
  });

  it("say an empty confirmation is required, whether or not the password is valid yet", async () => {
    show("en");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const confirm = screen.getByLabelText("Confirm password", { selector: "input" });
    await waitFor(() => expect(confirm.getAttribute("aria-invalid")).toBe("true"));
    expect(document.body.textContent).toContain("Confirm password is required");

    fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), { target: { value: "Strong#Pass1" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await waitFor(() => expect(confirm.getAttribute("aria-invalid")).toBe("true"));
    expect(document.body.textContent).toContain("Confirm password is required");
  });

  it("hold in the sign-up schema too (the server checks with the same rules)", () => {
    const parsed = signUpSchema({ passwordConfirmation: "Confirm password" }).safeParse({
      name: "Rana",
      mobile: "0512345678",
      email: "rana@example.com",
      password: "",
      password_confirmation: "",
    });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path[0] === "password_confirmation");
    expect(issue?.message).toBe("Confirm password is required");
  });
});
