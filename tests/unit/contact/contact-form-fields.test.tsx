import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { ContactFormFields } from "@/components/contact/contact-form-fields";
import { nativeFields } from "@/components/forms/field-binding";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

describe("the contact form", () => {
  it("gives the \"Send to\" select a whole row, so a unit's long name is shown in full", () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ContactFormFields bind={nativeFields("contact")} units={[{ id: 1, name: "Hospital" }, { id: 2, name: "Women's Wellness and Maternity Centre" }]} />
      </NextIntlClientProvider>,
    );
    const select = screen.getByRole("combobox", { name: en.contact.fields.unit });
    expect(select.closest("[data-testid=contact-unit]")?.className).toContain("md:col-span-2");
  });

  it("thanks the visitor with when to expect an answer, as the form's intro promises", () => {
    expect(en.contact.sent).toMatch(/^Thank you.*within one working day\.$/);
    expect(en.contact.formIntro).toContain("within one working day");
    expect(ar.contact.sent).toContain("خلال يوم عمل واحد");
    expect(en.server.contact.sent).toBe(en.contact.sent);
    expect(ar.server.contact.sent).toBe(ar.contact.sent);
  });
});
