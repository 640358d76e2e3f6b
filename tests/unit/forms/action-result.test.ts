import { describe, expect, it } from "vitest";
import { fieldErrorsOf, toActionResult, type FormsTranslate } from "@/lib/forms/action-result";
import { contactSchema } from "@/lib/validation/forms";

const t: FormsTranslate = (key, values) => (values ? `${key}:${JSON.stringify(values)}` : key);

describe("toActionResult", () => {
  it("puts 422 field errors under the form's own field names", () => {
    const result = toActionResult(
      { ok: false, status: 422, kind: "fields", fieldErrors: { mobile: "bad", email: "worse" }, message: "invalid" },
      t,
      { fieldNames: { mobile: "phone" } },
    );
    expect(result).toEqual({ ok: false, message: "fixErrors", fieldErrors: { phone: "bad", email: "worse" } });
  });

  it("shows the backend's conflict and rate-limit words, or a translated fallback", () => {
    expect(toActionResult({ ok: false, status: 409, kind: "conflict", message: "email already registered" }, t)).toEqual({
      ok: false,
      message: "email already registered",
    });
    expect(toActionResult({ ok: false, status: 429, kind: "rate_limited", message: "", retryAfter: 30 }, t)).toEqual({
      ok: false,
      message: 'rateLimited:{"seconds":30}',
      retryAfter: 30,
    });
  });

  it("keeps a conflict's machine code, for the form to switch on", () => {
    expect(toActionResult({ ok: false, status: 409, kind: "conflict", message: "You already have an appointment", code: "patient_overlap" }, t)).toEqual({
      ok: false,
      message: "You already have an appointment",
      code: "patient_overlap",
    });
  });

  it("answers SPEC §8's generic error for anything else", () => {
    for (const kind of ["generic", "not_found", "unauthorized"] as const) {
      expect(toActionResult({ ok: false, status: 500, kind, message: "stack trace" }, t)).toEqual({ ok: false, message: "genericError" });
    }
  });

  it("maps success data and keeps the success message", () => {
    expect(toActionResult({ ok: true, status: 201, data: { id: 3 } }, t, { data: (d) => d.id, successMessage: "thanks" })).toEqual({
      ok: true,
      data: 3,
      message: "thanks",
    });
  });
});

describe("fieldErrorsOf", () => {
  it("gives the first message of each field of a failed schema", () => {
    const parsed = contactSchema().safeParse({ name: "A", phone: "12", email: "x", message: "" });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error!);
    for (const field of ["email", "message", "name", "phone"]) expect(errors[field]).toBeTruthy();
    expect(errors.name).toBe("Full name must be at least 3 characters");
  });
});
