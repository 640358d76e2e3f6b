import { describe, expect, it } from "vitest";
import { checkSpec, sentValues, specValues, type FormSpec } from "@/components/forms/form-spec";

const spec: FormSpec = {
  id: "f",
  className: "",
  fields: [
    { name: "email", kind: "email", label: "Email", trim: true, rules: { required: "email required", email: "email invalid" } },
    { name: "name", kind: "text", label: "Name", rules: { required: "name required", max: [5, "name too long"] } },
    { name: "phone", kind: "tel", label: "Phone", rules: { required: "phone required", bookingPhone: "phone invalid" } },
    { name: "note", kind: "textarea", label: "Note" },
    { name: "consent", kind: "checkbox", label: "I agree", value: "yes", rules: { required: "tick it" } },
  ],
  submit: { label: "Send", pending: "Sending", className: "" },
  outcome: "alert",
  genericError: "error",
};

describe("a form told as data checks its rules in the browser", () => {
  it("says each field's first failing rule, and nothing for a field without rules", () => {
    expect(checkSpec(spec, { email: "  ", name: "", phone: "", note: "", consent: false })).toEqual({
      email: "email required",
      name: "name required",
      phone: "phone required",
      note: undefined,
      consent: "tick it",
    });
    expect(checkSpec(spec, { email: "a@b", name: "Sarah Ali", phone: "0512", note: "", consent: true })).toMatchObject({
      email: "email invalid",
      name: "name too long",
      phone: "phone invalid",
      consent: undefined,
    });
  });

  it("reads a phone's Arabic-Indic digits, counts a name in characters after trimming, and trims the email it sends", () => {
    const values = { email: " a@b.co ", name: " سارة ", phone: "٠٥١٢ ٣٤٥ ٦٧٨", note: "", consent: true };
    expect(checkSpec(spec, values)).toEqual({ email: undefined, name: undefined, phone: undefined, note: undefined, consent: undefined });
    expect(sentValues(spec, values)).toEqual({ ...values, email: "a@b.co" });
  });

  it("starts from what was typed in the server's markup (a ticked box is present), or empty", () => {
    expect(specValues(spec, { email: ["x@y.z"], consent: ["yes"] })).toEqual({ email: "x@y.z", name: "", phone: "", note: "", consent: true });
    expect(specValues(spec)).toEqual({ email: "", name: "", phone: "", note: "", consent: false });
  });
});
