import { beforeAll, describe, expect, it } from "vitest";
import { FLASH_PART_NAMES, flashCookies, openFormFlash, sealFormFlash, sealFromCookies, type FormFlash } from "@/lib/forms/no-script/flash";

const flash: FormFlash = {
  form: "contact",
  ok: false,
  message: "Please correct the highlighted fields.",
  values: { name: "سارة أحمد", phone: "12", message: "أعاني من صداع منذ أسبوع" },
  fieldErrors: { phone: "Phone number must be a valid number" },
  back: "/en/contact-us",
};

describe("the sealed answer of a form sent without JavaScript", () => {
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET ??= "a-test-secret-of-enough-length-0123456789";
  });

  it("opens to what was sealed, and hides what was typed", () => {
    const sealed = sealFormFlash(flash);
    expect(openFormFlash(sealed)).toEqual(flash);
    const bytes = Buffer.from(sealed, "base64url");
    for (const typed of ["سارة أحمد", "صداع", "Phone number"]) expect(bytes.includes(Buffer.from(typed))).toBe(false);
  });

  it("refuses a seal that was altered, cut or is not one", () => {
    const sealed = sealFormFlash(flash);
    const flipped = `${sealed.slice(0, 40)}${sealed[40] === "A" ? "B" : "A"}${sealed.slice(41)}`;
    expect(openFormFlash(flipped)).toBeNull();
    expect(openFormFlash(sealed.slice(0, -4))).toBeNull();
    expect(openFormFlash("not-a-seal")).toBeNull();
    expect(openFormFlash(undefined)).toBeNull();
  });

  it("lasts five minutes", () => {
    const now = Date.UTC(2026, 10, 27, 3, 0);
    const sealed = sealFormFlash(flash, now);
    expect(openFormFlash(sealed, now + 299_000)).not.toBeNull();
    expect(openFormFlash(sealed, now + 301_000)).toBeNull();
  });

  it("splits a long message over cookies a browser keeps, and joins them back in order", () => {
    // 2,000 characters that hardly compress: a message at the form's limit at its worst.
    let seed = 7;
    const noise = Array.from({ length: 2000 }, () => String.fromCharCode(0x4e00 + ((seed = (seed * 48271) % 2147483647) % 20000))).join("");
    const long = { ...flash, values: { ...flash.values, message: noise } };
    const parts = flashCookies(sealFormFlash(long));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.value.length <= 3800)).toBe(true);
    expect(parts.map((part) => part.name)).toEqual(FLASH_PART_NAMES.slice(0, parts.length));
    const jar = new Map(parts.map((part) => [part.name, part.value]));
    expect(openFormFlash(sealFromCookies((name) => jar.get(name)))?.values.message).toBe(noise);
  });
});
