import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import type { ActionResult } from "@/lib/forms/action-result";
import { z } from "zod";
import { contactPhone, email, fullName, requiredText } from "@/lib/validation/fields";
import type { Translate } from "@/lib/validation/messages";

const harnessSchema = (t: Translate) =>
  z.object({
    name: fullName({ label: "الاسم", t }),
    phone: contactPhone({ label: "الجوال", t }),
    email: email({ label: "البريد", t }),
    message: requiredText({ label: "الرسالة", t }, 3, 2000),
  });
import ar from "@/messages/ar.json";

/** A contact-like form answered by a fake server action, in Arabic. */
function Harness({ answer }: { answer: () => Promise<ActionResult> }) {
  const tv = useValidationT();
  const form = useZodForm(harnessSchema(tv), {
    defaultValues: { name: "", phone: "", email: "", message: "" },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async () => setAlert(applyActionResult(form, await answer())));
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <TextField form={form} name="name" label="الاسم" />
      <TextField form={form} name="phone" label="الجوال" />
      <TextField form={form} name="email" label="البريد" />
      <TextField form={form} name="message" label="الرسالة" />
      <SubmitButton pending={form.formState.isSubmitting} label="إرسال" pendingLabel="جارٍ الإرسال" />
    </form>
  );
}

const renderAr = (answer: () => Promise<ActionResult>) =>
  render(
    <NextIntlClientProvider locale="ar" messages={ar}>
      <Harness answer={answer} />
    </NextIntlClientProvider>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe("the form kit", () => {
  it("shows translated errors under their fields, linked and marked invalid, and focuses the first", async () => {
    renderAr(async () => ({ ok: true, data: undefined }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "إرسال" })));
    const name = screen.getByLabelText("الاسم");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(name.getAttribute("aria-describedby")!.split(" ").pop()!);
    expect(error?.textContent).toBe("الاسم مطلوب");
    expect(document.activeElement).toBe(name);
  });

  it("puts the server's field errors on their fields and keeps every value typed", async () => {
    renderAr(async () => ({ ok: false, message: "يرجى تصحيح الحقول المميزة.", fieldErrors: { email: "البريد مسجل من قبل" } }));
    fill("الاسم", "سارة أحمد");
    fill("الجوال", "0551234567");
    fill("البريد", "sara@example.com");
    fill("الرسالة", "أود حجز موعد");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "إرسال" })));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("يرجى تصحيح الحقول المميزة."));
    const email = screen.getByLabelText("البريد") as HTMLInputElement;
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("البريد مسجل من قبل")).toBeTruthy();
    expect(email.value).toBe("sara@example.com");
    expect((screen.getByLabelText("الرسالة") as HTMLInputElement).value).toBe("أود حجز موعد");
  });

  it("disables the button while the action runs", async () => {
    let finish!: (r: ActionResult) => void;
    renderAr(() => new Promise<ActionResult>((resolve) => (finish = resolve)));
    fill("الاسم", "سارة أحمد");
    fill("الجوال", "0551234567");
    fill("البريد", "sara@example.com");
    fill("الرسالة", "أود حجز موعد");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "إرسال" })));
    const busy = await screen.findByRole("button", { name: "جارٍ الإرسال" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish({ ok: true, data: undefined }));
    expect(((await screen.findByRole("button", { name: "إرسال" })) as HTMLButtonElement).disabled).toBe(false);
  });
});
