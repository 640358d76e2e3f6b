import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { nativeFields } from "@/components/forms/field-binding";
import { useValidationT } from "@/components/forms/use-validation-t";
import { SpecFields } from "@/components/forms/spec-fields";
import { agreeingKey, isFeminineArabicLabel } from "@/lib/validation/arabic-gender";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

describe("Arabic messages agree with their field", () => {
  it("reads the gender of every Arabic field label the forms name in a message", () => {
    const feminine = [
      ar.landing.fields.message,
      ar.account.passwordLabel,
      ar.account.newPasswordLabel,
      ar.booking.fields.company,
      ar.booking.fields.paymentType,
      ar.offers.booking.fields.paymentType,
      ar.contact.fields.message,
      ar.profile.bloodType,
      ar.profile.maritalStatus,
      ar.contact.fields.unit,
    ];
    const masculine = [
      ar.landing.fields.name,
      ar.landing.fields.phone,
      ar.account.passwordConfirmationLabel,
      ar.account.codeLabel,
      ar.account.emailLabel,
      ar.account.firstNameLabel,
      ar.booking.fields.identityNumber,
      ar.contact.fields.subject,
      ar.offers.booking.fields.branch,
      ar.profile.fullName,
      ar.profile.secondName,
      ar.profile.gender,
      ar.profile.dateOfBirth,
    ];
    for (const label of feminine) expect(isFeminineArabicLabel(label), label).toBe(true);
    for (const label of masculine) expect(isFeminineArabicLabel(label), label).toBe(false);
    expect(isFeminineArabicLabel("وقتك")).toBe(false);
  });

  it("picks the feminine twin only in Arabic, only for a feminine field", () => {
    expect(agreeingKey("ar", "required", { field: "رسالتك" })).toBe("requiredFeminine");
    expect(agreeingKey("ar", "max", { field: "كلمة المرور", length: 30 })).toBe("maxFeminine");
    expect(agreeingKey("ar", "required", { field: "الاسم" })).toBe("required");
    expect(agreeingKey("ar", "email", { field: "رسالتك" })).toBe("email");
    expect(agreeingKey("en", "required", { field: "رسالتك" })).toBe("required");
    for (const key of ["requiredFeminine", "minFeminine", "maxFeminine"] as const) {
      expect(en.validation[key]).toBe(en.validation[key.replace("Feminine", "") as "required" | "min" | "max"]);
    }
  });

  it("says \"رسالتك مطلوبة\" and \"الاسم مطلوب\" through the forms' translator", () => {
    function Messages() {
      const tv = useValidationT();
      return (
        <ul>
          <li>{tv("required", { field: ar.landing.fields.message })}</li>
          <li>{tv("required", { field: ar.landing.fields.name })}</li>
          <li>{tv("min", { field: ar.account.passwordLabel, length: 8 })}</li>
        </ul>
      );
    }
    render(
      <NextIntlClientProvider locale="ar" messages={ar}>
        <Messages />
      </NextIntlClientProvider>,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "رسالتك مطلوبة",
      "الاسم مطلوب",
      "يجب ألا تقل كلمة المرور عن 8 أحرف",
    ]);
  });
});

describe("the campaign form", () => {
  it("marks its fields required, said once above them and on each input", () => {
    const fields = [
      { name: "name", kind: "text", label: "الاسم", required: true },
      { name: "phone", kind: "tel", label: "رقم الجوال", required: true },
      { name: "message", kind: "textarea", label: "رسالتك", required: true },
    ] as const;
    const spec = { id: "lead", className: "", labelledBy: "lead-title", heading: { title: "احجز", note: ar.landing.allRequired }, fields: [...fields], submit: { label: "أرسل", pending: "…", className: "" }, outcome: "alert" as const, genericError: "" };
    render(<SpecFields spec={spec} bind={nativeFields("lead")} />);
    expect(screen.getByTestId("lead-note").textContent).toBe("جميع الحقول مطلوبة.");
    for (const name of ["الاسم", "رقم الجوال", "رسالتك"]) expect(screen.getByLabelText(name)).toHaveProperty("required", true);
  });
});
