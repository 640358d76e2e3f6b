// @vitest-environment node
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/forms/action-result";
import { FORM_FLASH_COOKIE, openFormFlash } from "@/lib/forms/no-script/flash";

const send = vi.fn<(...args: unknown[]) => Promise<ActionResult>>();
const declared = (form: string, fields: string[]) => ({ fields, send: (...args: unknown[]) => send(form, ...args) });
vi.mock("@/components/forms/no-script-declared", () => {
  const NO_SCRIPT_DECLARATIONS = {
    contact: declared("contact", ["unit", "name", "phone", "email", "subject", "message"]),
    newsletter: declared("newsletter", ["email", "consent"]),
    lead: declared("lead", ["name", "phone", "message"]),
  };
  return { NO_SCRIPT_DECLARATIONS, isNoScriptForm: (value: unknown) => typeof value === "string" && Object.hasOwn(NO_SCRIPT_DECLARATIONS, value) };
});

const { POST } = await import("@/app/api/forms/[form]/route");

const ORIGIN = "http://localhost:3000";

function post(form: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const request = new NextRequest(`${ORIGIN}/api/forms/${form}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, referer: `${ORIGIN}/en/contact-us`, ...headers },
    body,
  });
  return POST(request, { params: Promise.resolve({ form }) });
}

const contact = new URLSearchParams({ _locale: "en", unit: "1", name: "Sara", phone: "12", email: "s@example.com", subject: "Hours", message: "Is the clinic open on Friday?" });

function flashOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${FORM_FLASH_COOKIE}=`));
  return openFormFlash(cookie?.split(";")[0]?.slice(FORM_FLASH_COOKIE.length + 1));
}

describe("POST /api/forms/[form]", () => {
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET ??= "a-test-secret-of-enough-length-0123456789";
  });
  beforeEach(() => send.mockReset());

  it("answers a failure with a 303 to the form's answer page, carrying what was typed and each error in a sealed cookie on that page's path", async () => {
    send.mockResolvedValue({ ok: false, message: "Please correct the highlighted fields.", fieldErrors: { phone: "Phone number must be a valid number" } });
    const response = await post("contact", contact.toString());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/forms/contact");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${FORM_FLASH_COOKIE}=`))!;
    expect(cookie).toMatch(/Path=\/en\/forms\/contact; HttpOnly; SameSite=Lax/);
    expect(cookie).not.toContain("Friday");
    expect(await flashOf(response)).toMatchObject({
      form: "contact",
      ok: false,
      values: { name: "Sara", phone: "12", message: "Is the clinic open on Friday?" },
      fieldErrors: { phone: "Phone number must be a valid number" },
      back: "/en/contact-us",
    });
    expect(send).toHaveBeenCalledWith("contact", "en", expect.objectContaining({ name: "Sara", unit: "1" }), { back: "/en/contact-us", slug: "" });
  });

  it("keeps nothing typed after a success, and sends a campaign lead to its thank-you page", async () => {
    send.mockResolvedValue({ ok: true, data: undefined, message: "Thanks for contacting us" });
    const sent = await post("contact", contact.toString());
    expect(await flashOf(sent)).toMatchObject({ ok: true, message: "Thanks for contacting us", values: {}, fieldErrors: {} });

    const lead = new URLSearchParams({ _locale: "ar", _slug: "فحص-القلب-الشامل", name: "سارة", phone: "0551234567", message: "اتصلوا بي" });
    const response = await post("lead", lead.toString(), { referer: `${ORIGIN}/landing-page/x?utm_source=google` });
    expect(response.status).toBe(303);
    expect(decodeURI(response.headers.get("location")!)).toBe("/landing-page/فحص-القلب-الشامل/thankyou-page");
    expect(send).toHaveBeenLastCalledWith("lead", "ar", expect.anything(), { back: "/landing-page/x?utm_source=google", slug: "فحص-القلب-الشامل" });
  });

  it("takes the host a proxy in front forwarded as the site's own", async () => {
    send.mockResolvedValue({ ok: true, data: undefined });
    const behindProxy = await post("contact", contact.toString(), {
      host: "localhost:3000",
      "x-forwarded-host": "www.alnada-hospital.example",
      origin: "https://www.alnada-hospital.example",
      referer: "https://www.alnada-hospital.example/en/contact-us",
      "x-forwarded-proto": "https",
    });
    expect(behindProxy.status).toBe(303);
    // TLS ended at the proxy: the cookie still never travels over plain http.
    expect(behindProxy.headers.getSetCookie().every((line) => line.endsWith("; Secure"))).toBe(true);
    expect((await post("contact", contact.toString())).headers.getSetCookie().some((line) => line.includes("Secure"))).toBe(false);
    expect(await flashOf(behindProxy)).toMatchObject({ back: "/en/contact-us" });
    expect((await post("contact", contact.toString(), { host: "localhost:3000", "x-forwarded-host": "www.alnada-hospital.example" })).status).toBe(403);
  });

  it("reads a multipart post the same way", async () => {
    send.mockResolvedValue({ ok: true, data: undefined });
    const body = new FormData();
    for (const [name, value] of contact) body.append(name, value);
    const response = await POST(new NextRequest(`${ORIGIN}/api/forms/contact`, { method: "POST", headers: { origin: ORIGIN }, body }), { params: Promise.resolve({ form: "contact" }) });
    expect(response.status).toBe(303);
    expect(send).toHaveBeenCalledWith("contact", "en", expect.objectContaining({ message: "Is the clinic open on Friday?" }), expect.anything());
  });

  it("refuses what is not one of its forms, from another site, of another type, too large or without a language, before sending anything", async () => {
    expect((await post("survey", contact.toString())).status).toBe(404);
    expect((await post("contact", contact.toString(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("contact", contact.toString(), { origin: "null" })).status).toBe(403);
    expect((await post("contact", JSON.stringify({ name: "x" }), { "content-type": "application/json" })).status).toBe(415);
    expect((await post("contact", `message=${"x".repeat(40_000)}&_locale=en`)).status).toBe(413);
    expect((await post("contact", new URLSearchParams({ ...Object.fromEntries(contact), _locale: "fr" }).toString())).status).toBe(400);
    expect(send).not.toHaveBeenCalled();
    send.mockResolvedValue({ ok: false, message: "x" });
    expect((await post("contact", "%E0%A4%A=broken&_locale=en")).status).toBe(303);
  });

  it("links back only to a page of this site, and strips NUL bytes from what was typed", async () => {
    send.mockResolvedValue({ ok: false, message: "x" });
    const away = await post("newsletter", "_locale=ar&email=a%00b%40example.com&consent=yes", { referer: "https://evil.example/phish" });
    expect(await flashOf(away)).toMatchObject({ back: "/", values: { email: "ab@example.com", consent: "yes" } });
    const smuggled = await post("newsletter", `_locale=en&_back=${encodeURIComponent("/%2e//evil.example")}&email=x`);
    expect(await flashOf(smuggled)).toMatchObject({ back: "/en" });
  });

  it("sent again from its answer page, a form still links back to the page it was first sent from", async () => {
    send.mockResolvedValue({ ok: true, data: undefined });
    const again = await post("contact", `${contact.toString()}&_back=${encodeURIComponent("/en/contact-us")}`, { referer: `${ORIGIN}/en/forms/contact` });
    expect(await flashOf(again)).toMatchObject({ ok: true, back: "/en/contact-us" });
  });
});
