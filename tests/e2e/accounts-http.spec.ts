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
