import { describe, expect, it } from "vitest";
import { htmlToText, safeHref, safeImageSrc, sanitizeCmsHtml } from "@/lib/sanitize/html";

describe("sanitizeCmsHtml", () => {
  it("keeps the allowed structure", () => {
    const html =
      "<h2>Title</h2><p>A <strong>bold</strong> and <em>soft</em> word.</p><ul><li>one</li></ul><ol><li>two</li></ol>" +
      "<blockquote>quote</blockquote><table><thead><tr><th scope=\"col\">H</th></tr></thead><tbody><tr><td colspan=\"2\">D</td></tr></tbody></table>";
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it("turns an h1 into an h2 (the page owns its h1)", () => {
    expect(sanitizeCmsHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("drops scripts, styles, iframes and their content", () => {
    const out = sanitizeCmsHtml(
      '<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><noscript>x</noscript>',
    );
    expect(out).toBe("<p>ok</p>");
  });

  it("strips event handlers, inline styles and classes", () => {
    const out = sanitizeCmsHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">hi</p><img src="/storage/a.webp" onerror="alert(1)">');
    expect(out).not.toMatch(/onclick|onerror|style=|class=|id=/);
    expect(out).toContain("<p>hi</p>");
    expect(out).toContain('src="/storage/a.webp"');
  });

  it("removes javascript: and data: links, even obfuscated", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "//evil.example/x"]) {
      const out = sanitizeCmsHtml(`<a href="${href}">x</a>`);
      expect(out).toBe("<a>x</a>");
    }
  });

  it("keeps safe links and marks external ones", () => {
    expect(sanitizeCmsHtml('<a href="/en/blog">in</a>', { siteOrigin: "https://site.example" })).toBe('<a href="/en/blog">in</a>');
    expect(sanitizeCmsHtml('<a href="https://site.example/x">same</a>', { siteOrigin: "https://site.example" })).toBe(
      '<a href="https://site.example/x">same</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://other.example/x" target="_blank" rel="opener">out</a>', { siteOrigin: "https://site.example" })).toBe(
      '<a href="https://other.example/x" rel="noopener noreferrer" target="_blank">out</a>',
    );
    expect(sanitizeCmsHtml('<a href="mailto:a@b.c">m</a><a href="tel:+966550001984">t</a>')).toBe(
      '<a href="mailto:a@b.c">m</a><a href="tel:+966550001984">t</a>',
    );
  });

  it("keeps safe images with alt, lazy loading, and resolves bare paths under /storage/", () => {
    expect(sanitizeCmsHtml('<img src="posts/a.webp" width="800" height="400">')).toBe(
      '<img src="/storage/posts/a.webp" alt="" loading="lazy" decoding="async" width="800" height="400" />',
    );
    expect(sanitizeCmsHtml('<img src="https://cdn.example/a.png" alt="A">')).toContain('src="https://cdn.example/a.png" alt="A"');
  });

  it("drops unsafe image sources", () => {
    for (const src of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "//evil.example/a.png"]) {
      expect(sanitizeCmsHtml(`<p>x<img src="${src}"></p>`)).toBe("<p>x</p>");
    }
  });

  it("drops forms, svg and unknown tags but keeps their harmless text", () => {
    const out = sanitizeCmsHtml('<form action="/x"><input name="a"><button>Go</button></form><svg><script>1</script></svg><custom>text</custom>');
    expect(out).not.toMatch(/<form|<input|<button|<svg|<script|<custom/);
    expect(out).toContain("text");
  });

  it("answers an empty string for nothing", () => {
    expect(sanitizeCmsHtml(null)).toBe("");
    expect(sanitizeCmsHtml(undefined)).toBe("");
    expect(sanitizeCmsHtml("")).toBe("");
  });

  it("keeps Arabic text and direction attributes", () => {
    expect(sanitizeCmsHtml('<p dir="rtl" lang="ar">مرحبا بكم</p>')).toBe('<p dir="rtl" lang="ar">مرحبا بكم</p>');
  });
});

describe("URL guards", () => {
  it("safeHref", () => {
    expect(safeHref("#top")).toBe("#top");
    expect(safeHref("https://a.example")).toBe("https://a.example");
    expect(safeHref("javascript:void(0)")).toBeUndefined();
    expect(safeHref("")).toBeUndefined();
  });
  it("safeImageSrc", () => {
    expect(safeImageSrc("/storage/x.webp")).toBe("/storage/x.webp");
    expect(safeImageSrc("x.webp")).toBe("/storage/x.webp");
    expect(safeImageSrc("data:image/png;base64,AAA")).toBeUndefined();
  });
});

describe("htmlToText", () => {
  it("strips tags and decodes entities once", () => {
    expect(htmlToText("<p>A &amp;lt;b&amp;gt; <strong>B</strong></p><script>x</script>")).toBe("A &lt;b&gt; B");
    expect(htmlToText("<p>one</p><p>two</p>")).toBe("one two");
  });
});
