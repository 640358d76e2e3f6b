// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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

  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens to what was sealed, and hides what was typed", async () => {
    const sealed = await sealFormFlash(flash);
    expect(await openFormFlash(sealed)).toEqual(flash);
    const bytes = Buffer.from(sealed, "base64url");
    for (const typed of ["سارة أحمد", "صداع", "Phone number"]) expect(bytes.includes(Buffer.from(typed))).toBe(false);
  });

  it("refuses a seal that was altered, cut or is not one", async () => {
    const sealed = await sealFormFlash(flash);
    // A character of the ciphertext (the fourth of the five parts of the compact form).
    const at = sealed.split(".").slice(0, 3).join(".").length + 5;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    expect(await openFormFlash(flipped)).toBeNull();
    expect(await openFormFlash(sealed.slice(0, -4))).toBeNull();
    expect(await openFormFlash("not-a-seal")).toBeNull();
    expect(await openFormFlash(undefined)).toBeNull();
  });

  it("lasts five minutes", async () => {
    const now = Date.UTC(2026, 10, 27, 3, 0);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    const sealed = await sealFormFlash(flash);
    vi.setSystemTime(now + 299_000);
    expect(await openFormFlash(sealed)).not.toBeNull();
    vi.setSystemTime(now + 301_000);
    expect(await openFormFlash(sealed)).toBeNull();
  });

  it("splits a long message over cookies a browser keeps, and joins them back in order", async () => {
    // 2,000 characters that hardly compress: a message at the form's limit at its worst.
    let seed = 7;
    const noise = Array.from({ length: 2000 }, () => String.fromCharCode(0x4e00 + ((seed = (seed * 48271) % 2147483647) % 20000))).join("");
    const long = { ...flash, values: { ...flash.values, message: noise } };
    const parts = flashCookies(await sealFormFlash(long));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.value.length <= 3800)).toBe(true);
    expect(parts.map((part) => part.name)).toEqual(FLASH_PART_NAMES.slice(0, parts.length));
    const jar = new Map(parts.map((part) => [part.name, part.value]));
    expect((await openFormFlash(sealFromCookies((name) => jar.get(name))))?.values.message).toBe(noise);
  });
});
