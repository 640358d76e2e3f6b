import { describe, expect, it } from "vitest";
import {
  contactSchema,
  englishMessages,
  idNumber,
  landingFormSchema,
  newPasswordSchema,
  offerBookingSchema,
  otpSchema,
  popupBookingSchema,
  profileSchema,
  resetPasswordRequestSchema,
  rules,
  signUpSchema,
} from "@/lib/validation";

const firstError = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  r.error?.issues[0];

describe("SPEC §5 generic messages", () => {
  it("fills the field and length", () => {
    expect(englishMessages("required", { field: "Name" })).toBe("Name is required");
    expect(englishMessages("min", { field: "Name", length: 3 })).toBe("Name must be at least 3 characters");
    expect(englishMessages("max", { field: "Name", length: 64 })).toBe("Name must be 64 characters or fewer");
    expect(englishMessages("confirmed")).toBe("Password confirmation does not match");
  });
  it("uses the translator it is given", () => {
    const t = (key: string, v?: Record<string, string | number>) => `${key}:${v?.field ?? ""}`;
    const r = popupBookingSchema({ name: "الاسم" }, t).safeParse({ name: "", phone: "0551234567", email: "a@b.co", branch: 1 });
    expect(firstError(r)?.message).toBe("required:الاسم");
  });
});

describe("rule set", () => {
  it("implements required, email, min, max, digits, regex, confirmed, numeric, oneOf, image, size, ext", () => {
    expect(rules.required("")).toBe(false);
    expect(rules.required("x")).toBe(true);
    expect(rules.email("a@b.sa")).toBe(true);
    expect(rules.email("a@b")).toBe(false);
    expect(rules.min("ab", 3)).toBe(false);
    expect(rules.max("abc", 3)).toBe(true);
    expect(rules.digits("1234", 4)).toBe(true);
    expect(rules.regex("abc", /^a/)).toBe(true);
    expect(rules.confirmed("a", "b")).toBe(false);
    expect(rules.numeric("12a")).toBe(false);
    expect(rules.oneOf("cash", ["cash", "card"])).toBe(true);
    expect(rules.image({ type: "image/png" })).toBe(true);
    expect(rules.size({ size: 2048 }, 1)).toBe(false);
    expect(rules.ext({ name: "scan.PDF" }, ["pdf"])).toBe(true);
  });
});

describe("fields", () => {
  it("ID number: 10 digits starting with 1 or 2", () => {
    const s = idNumber({ label: "ID" });
    expect(s.safeParse("1234567890").success).toBe(true);
    expect(s.safeParse("2234567890").success).toBe(true);
    expect(s.safeParse("3234567890").success).toBe(false);
    expect(s.safeParse("123456789").success).toBe(false);
  });
  it("popup booking: name 2–60, phone 05 + 8 digits, valid email, branch required", () => {
    const s = popupBookingSchema();
    const ok = { name: "Sara", phone: "0551234567", email: "s@example.com", branch: 3 };
    expect(s.safeParse(ok).success).toBe(true);
    expect(s.safeParse({ ...ok, name: "S" }).success).toBe(false);
    expect(s.safeParse({ ...ok, name: "x".repeat(61) }).success).toBe(false);
    expect(s.safeParse({ ...ok, phone: "0561234" }).success).toBe(false);
    expect(s.safeParse({ ...ok, phone: "0661234567" }).success).toBe(false);
    expect(s.safeParse({ ...ok, email: "nope" }).success).toBe(false);
    expect(firstError(s.safeParse({ ...ok, branch: "" }))?.path).toEqual(["branch"]);
  });
  it("offer booking: email optional, payment type required", () => {
    const s = offerBookingSchema();
    const ok = { name: "Sara", phone: "0551234567", branch: 1, payment_type: "tamara" };
    expect(s.safeParse(ok).success).toBe(true);
    expect(s.safeParse({ ...ok, email: "" }).success).toBe(true);
    expect(s.safeParse({ ...ok, email: "bad" }).success).toBe(false);
    expect(s.safeParse({ ...ok, payment_type: "bitcoin" }).success).toBe(false);
  });
  it("contact: full name 3–64, phone starting with 0 and 10 or 11 digits", () => {
    const s = contactSchema();
    const ok = { name: "Sara Ahmed", phone: "0126601984", email: "s@example.com", subject: "Appointments", message: "Hello there" };
    expect(s.safeParse(ok).success).toBe(true);
    expect(s.safeParse({ ...ok, phone: "01012345678" }).success).toBe(true);
    expect(s.safeParse({ ...ok, phone: "1126601984" }).success).toBe(false);
    expect(s.safeParse({ ...ok, phone: "012660198412" }).success).toBe(false);
    expect(s.safeParse({ ...ok, name: "Sa" }).success).toBe(false);
    expect(s.safeParse({ ...ok, subject: "" }).success).toBe(false);
  });
  it("sign-up: name under 20, mobile ≤ 11 digits, strong password confirmed", () => {
    const s = signUpSchema();
    const ok = { name: "Sara", mobile: "0551234567", email: "s@example.com", password: "Strong#2026", password_confirmation: "Strong#2026" };
    expect(s.safeParse(ok).success).toBe(true);
    expect(s.safeParse({ ...ok, mobile: "01012345678" }).success).toBe(true);
    expect(s.safeParse({ ...ok, name: "x".repeat(20) }).success).toBe(false);
    expect(signUpSchema({}, englishMessages, "long").safeParse({ ...ok, name: "x".repeat(40) }).success).toBe(true);
    for (const weak of ["short#1", "NoDigits#", "nosymbol123", "x".repeat(29) + "#1"]) {
      expect(s.safeParse({ ...ok, password: weak, password_confirmation: weak }).success, weak).toBe(false);
    }
    const mismatch = firstError(s.safeParse({ ...ok, password_confirmation: "Other#2026" }));
    expect(mismatch).toMatchObject({ message: "Password confirmation does not match", path: ["password_confirmation"] });
  });
  it("reset password: email, 05 + 8 digits or 01 + 9 digits; confirmation must match", () => {
    const s = resetPasswordRequestSchema();
    for (const ok of ["a@b.com", "0551234567", "01012345678", "٠٥٥١٢٣٤٥٦٧"]) expect(s.safeParse({ identifier: ok }).success, ok).toBe(true);
    for (const bad of ["0451234567", "0101234567", "hello"]) expect(s.safeParse({ identifier: bad }).success, bad).toBe(false);
    const np = newPasswordSchema();
    expect(firstError(np.safeParse({ password: "Strong#2026", password_confirmation: "x" }))?.message).toBe(
      "Password confirmation does not match",
    );
  });
  it("profile name letters and spaces only; landing name ≤ 20 (or 50); OTP 4 digits", () => {
    const p = profileSchema();
    expect(p.safeParse({ full_name: "سارة أحمد", email: "s@example.com" }).success).toBe(true);
    expect(p.safeParse({ full_name: "Sara 2", email: "s@example.com" }).success).toBe(false);
    expect(landingFormSchema().safeParse({ name: "x".repeat(21), phone: "0551234567", message: "Call me" }).success).toBe(false);
    expect(landingFormSchema({}, englishMessages, "long").safeParse({ name: "x".repeat(50), phone: "0551234567", message: "Call me" }).success).toBe(true);
    expect(landingFormSchema().safeParse({ name: "Sara", phone: "0551234567", message: " " }).success).toBe(false);
    expect(otpSchema().safeParse({ code: "1234" }).success).toBe(true);
    expect(otpSchema().safeParse({ code: "123" }).success).toBe(false);
  });
});
