import { expect } from "@playwright/test";
import { fetchPage } from "./helpers/html";
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

/** The page's inline React Server Components payload, decoded (what the browser's React reads). */
const payloadOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1]!) as string).join("");

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
