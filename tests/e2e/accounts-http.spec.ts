import { expect } from "@playwright/test";
import { fetchPage, payloadOf } from "./helpers/html";
import { test } from "./helpers/test";

/*
 * The account pages as the server sends them, no browser (issue 18): what the sign-up form says and
 * offers before any of its code runs. The flows themselves are in accounts.spec.ts.
 */

const SIGN_UP = {
  ar: { path: "/sign-up", terms: ["الشروط والأحكام", "/الشروط-والأحكام"], privacy: ["سياسة الخصوصية", "/سياسة-الخصوصية"] },
  en: { path: "/en/sign-up", terms: ["terms and conditions", "/en/terms"], privacy: ["privacy policy", "/en/privacy-policy"] },
} as const;

test("sign-up: registering accepts the terms by a line linking them and the privacy policy; the newsletter is a separate, unticked box (ar, en)", async ({ request }) => {
  for (const [lang, page] of Object.entries(SIGN_UP)) {
    const { doc } = await fetchPage(request, page.path);
    const form = doc.querySelector("main form");
    expect(form, lang).not.toBeNull();
    const links = [...form!.querySelectorAll("a")].map((a) => [a.textContent?.trim(), decodeURI(a.getAttribute("href") ?? "")]);
    expect(links, lang).toContainEqual([...page.terms]);
    expect(links, lang).toContainEqual([...page.privacy]);
    const boxes = form!.querySelectorAll("input[type=checkbox]");
    expect(boxes.length, lang).toBe(1);
    expect(boxes[0]!.getAttribute("name"), lang).toBe("newsletter");
    expect(boxes[0]!.hasAttribute("checked"), lang).toBe(false);
  }
});

test("sign-in and sign-up without JavaScript: a note says whom to call instead of the form's button, written in the HTML only (ar, en)", async ({ request }) => {
  const NOTE = { ar: "معطّل في هذا المتصفح", en: "which is off in this browser" };
  for (const [lang, path] of [["ar", "/sign-in"], ["en", "/en/sign-in"], ["ar", "/sign-up"], ["en", "/en/sign-up"]] as const) {
    const { html } = await fetchPage(request, path);
    const notes = [...html.matchAll(/<noscript><p role="note"[^>]*>(.*?)<\/p><\/noscript>/g)].map((match) => match[1]!);
    expect(notes.length, path).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note, path).toContain(NOTE[lang]);
      // The number to call, a link read left to right.
      expect(note, path).toMatch(/<a href="tel:\+?\d+"[^>]*><bdi dir="ltr"[^>]*>[+\d ]+<\/bdi><\/a>/);
    }
    // The browser that reads the payload runs JavaScript: it never shows the note.
    expect(payloadOf(html), path).not.toContain(NOTE[lang]);
  }
});

test("sign-in: the password forms' words and failures are kept by key, not in the payload; /api/sign-in-form answers them for the forms' code (ar, en)", async ({ request }) => {
  const WORDS = {
    ar: { path: "/sign-in", hint: "مثال: name@example.com أو 05XXXXXXXX", failure: "كلمة المرور خاطئة." },
    en: { path: "/en/sign-in", hint: "For example name@example.com or 05XXXXXXXX", failure: "Wrong password." },
  } as const;
  for (const [lang, page] of Object.entries(WORDS)) {
    const { html, doc } = await fetchPage(request, page.path);
    // The fields are in the HTML, their words in it once.
    expect(doc.querySelector("main form input[name=identifier]"), lang).not.toBeNull();
    expect(html, lang).toContain(page.hint);
    expect(payloadOf(html), lang).not.toContain(page.hint);
    expect(payloadOf(html), lang).not.toContain(page.failure);
    expect(payloadOf(html), lang).toContain(`/api/sign-in-form?lang=${lang}`);

    const data = await request.get(`/api/sign-in-form?lang=${lang}`);
    expect(data.status(), lang).toBe(200);
    const answered = (await data.json()) as { words: { identifierHint: string }; messages: { auth: { wrongPassword: string }; validation: Record<string, unknown> } };
    expect(answered.words.identifierHint).toBe(page.hint);
    expect(answered.messages.auth.wrongPassword).toBe(page.failure);
    expect(Object.keys(answered.messages.validation).sort()).toEqual(["required", "requiredFeminine", "signInIdentifier"]);
  }
  expect((await request.get("/api/sign-in-form?lang=fr")).status()).toBe(422);
  expect((await request.get("/api/sign-in-form")).status()).toBe(422);
});
