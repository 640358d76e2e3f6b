import { cleanup, render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { nativeFields } from "@/components/forms/field-binding";
import { PatientFields } from "@/components/forms/patient-fields";
import type { FormSpec } from "@/components/forms/form-spec";
import { SpecFields } from "@/components/forms/spec-fields";
import { RiskFormFields } from "@/components/risk/risk-form-fields";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { markupFindings } from "../../e2e/helpers/markup-findings";

afterEach(cleanup);

/** The newsletter's fields as newsletter-form.tsx tells them. */
const NEWSLETTER: FormSpec = {
  id: "newsletter-footer-form",
  className: "space-y-3",
  fields: [
    { name: "email", kind: "email", label: "Email", labelHidden: true, autoComplete: "email" },
    { name: "consent", kind: "checkbox", label: "I agree", value: "yes", small: true },
  ],
  submit: { label: "Subscribe", pending: "Subscribing…", className: "btn btn-primary" },
  outcome: "status",
  genericError: "error",
};

/** The contact form's first fields as contact-form.tsx tells them. */
const CONTACT: FormSpec = {
  id: "contact",
  className: "space-y-5",
  fields: [
    { name: "name", kind: "text", label: "Name", hint: "As on your ID", autoComplete: "name", required: true },
    { name: "phone", kind: "tel", label: "Phone", autoComplete: "tel-national", required: true },
    { name: "email", kind: "email", label: "Email", autoComplete: "email", required: true },
    { name: "unit", kind: "hidden", value: "1" },
  ],
  grid: ["name", "phone", "email", "unit"],
  submit: { label: "Send", pending: "Sending", className: "btn btn-primary" },
  outcome: "alert",
  genericError: "error",
};

/** The findings of HTML_CodeSniffer and the HTML validator over one form's fields, as the server renders them. */
function findingsOf(fields: ReactNode, locale: "ar" | "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? ar : en}>
      <form>{fields}</form>
    </NextIntlClientProvider>,
  );
  return markupFindings(document);
}

describe("the shared fields pass the validators' checks", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`the newsletter's consent box is wrapped by its label, with no for= (${locale})`, () => {
      expect(findingsOf(<SpecFields spec={NEWSLETTER} bind={nativeFields(NEWSLETTER.id)} />, locale)).toEqual([]);
      expect(document.querySelector("label:has(input[type=checkbox])")?.hasAttribute("for")).toBe(false);
    });

    it(`the contact form says type="text" where it asks for a name (${locale})`, () => {
      expect(findingsOf(<SpecFields spec={CONTACT} bind={nativeFields(CONTACT.id)} />, locale)).toEqual([]);
      expect(document.querySelector("input[name=name]")?.getAttribute("type")).toBe("text");
    });

    it(`the patient fields of sign-up and the risk questionnaire have a type on every input (${locale})`, () => {
      const labels = { name: "Name", phone: "Mobile", email: "Email" };
      expect(findingsOf(<PatientFields bind={nativeFields("sign-up")} labels={labels} phoneName="mobile" firstName />, locale)).toEqual([]);
      cleanup();
      expect(findingsOf(<RiskFormFields bind={nativeFields("risk")} />, locale)).toEqual([]);
    });
  }
});
