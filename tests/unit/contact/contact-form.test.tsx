import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { nativeFields } from "@/components/forms/field-binding";
import { SpecFields } from "@/components/forms/spec-fields";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

describe("the contact form", () => {
  it("gives the \"Send to\" select a whole row, so a unit's long name is shown in full", () => {
    const units = [
      { value: "1", label: "Hospital" },
      { value: "2", label: "Women's Wellness and Maternity Centre" },
    ];
    const spec = {
      id: "contact",
      className: "",
      fields: [
        { name: "name", kind: "text" as const, label: en.contact.fields.name },
        { name: "unit", kind: "select" as const, label: en.contact.fields.unit, options: units, value: "1", wide: true },
      ],
      grid: ["name", "unit"],
      submit: { label: en.contact.submit, pending: en.contact.sending, className: "" },
      outcome: "alert" as const,
      genericError: "",
    };
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SpecFields spec={spec} bind={nativeFields("contact")} />
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
