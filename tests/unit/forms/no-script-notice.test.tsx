// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeptNoScript } from "@/components/forms/kept-no-script";
import { noScriptNoticeHtml } from "@/components/forms/no-script-notice";
import { keepHtml } from "@/components/ui/kept-data";

describe("the note a browser without JavaScript shows in a form's place", () => {
  it("escapes its words and writes the number as a left-to-right link where the text says", () => {
    const html = noScriptNoticeHtml("Turn it on <b>now</b> & call \u0000.", '+966 "55" 1984');
    expect(html).toContain("Turn it on &lt;b&gt;now&lt;/b&gt; &amp; call ");
    expect(html).toContain('<a href="tel:+966551984" class="font-semibold text-brand-700 underline"><bdi dir="ltr" class="whitespace-nowrap">+966 &quot;55&quot; 1984</bdi></a>.');
    expect(html).toMatch(/^<p role="note" [^>]*>.*<\/p>$/);
  });

  it("has no link without a phone", () => {
    expect(noScriptNoticeHtml("Turn it on and reload the page to send it.")).not.toContain("<a ");
  });

  it("is written inside <noscript> by the server from the kept HTML, and empty for a key this process does not hold (the browser's side)", () => {
    const html = noScriptNoticeHtml("Call \u0000.", "920001984");
    expect(renderToStaticMarkup(<KeptNoScript keptKey={keepHtml(html)} />)).toBe(`<noscript>${html}</noscript>`);
    expect(renderToStaticMarkup(<KeptNoScript keptKey="not-kept-here" />)).toBe("<noscript></noscript>");
  });
});
