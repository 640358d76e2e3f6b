// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { KeptJsonLd } from "@/components/seo/kept-json-ld";
import { jsonLdScript } from "@/lib/seo/json-ld";

const article = { "@context": "https://schema.org", "@type": "BlogPosting", headline: "Heart </script><script>alert(1)</script> health" };

describe("a page's JSON-LD written into its HTML only", () => {
  it("writes the block the server kept, escaped so its text cannot close the script", () => {
    const html = renderToStaticMarkup(<CrawlerJsonLd data={article} />);
    expect(html).toBe(`<script type="application/ld+json">${jsonLdScript(article)}</script>`);
    expect(html).not.toContain("</script><script>");
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ""))).toEqual(article);
  });

  it("draws an empty script for a key this process does not hold (the browser's side, or a key gone)", () => {
    expect(renderToStaticMarkup(<KeptJsonLd keptKey="not-kept-here" />)).toBe('<script type="application/ld+json"></script>');
  });
});
