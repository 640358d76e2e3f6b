// @vitest-environment node
import { createContext, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAll } from "../../support/render-all";
import { keptFromServer } from "@/components/ui/kept-from-server";
import { drawnMarkup } from "@/components/ui/drawn-markup";

function Links({ names }: { names: string[] }) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <a href={`/en/${name}`}>{`${name}, a link long enough that the list is more than half a kilobyte`}</a>
        </li>
      ))}
    </ul>
  );
}

describe("markup kept from the server (kept-from-server.tsx), on the server", () => {
  it("is drawn from its data inside the root element, in place after 12.8 kB of page, not moved to a hidden block a script puts back", async () => {
    const Kept = keptFromServer(() => Promise.resolve(Links), "footer-grid");
    const names = ["faqs", "terms", "news", "events", "homecare", "eclubs", "blog-map", "oncologies"];
    const html = await renderAll(
      <main>
        {Array.from({ length: 200 }, (_, index) => (
          <p key={index}>The page above the footer, about ninety bytes a paragraph, eighteen kilobytes in all.</p>
        ))}
        <Kept names={names} />
        <footer>end</footer>
      </main>,
    );
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain("<!--$");
    const root = html.indexOf('<div class="footer-grid" data-soft-nav=""><ul><li><a href="/en/faqs">');
    expect(root).toBeGreaterThan(15_000);
    expect(root).toBeLessThan(html.indexOf("<footer>"));
    for (const name of names) expect(html).toContain(`<a href="/en/${name}">`);
  });

  it("is drawn once per process for the same data, inside a render of its page like the first time, and again for other data", async () => {
    const view = vi.fn(Links);
    const Kept = keptFromServer(() => Promise.resolve(view), "footer-grid");
    const page = (names: string[]) => renderAll(<main><Kept names={names} /><footer>end</footer></main>);
    const first = await page(["faqs", "terms"]);
    const again = await page(["faqs", "terms"]);
    const later = await page(["faqs", "terms"]);
    const other = await page(["news"]);
    // The first render draws the view in the page's stream; the second writes and remembers its
    // markup, which the third serves as it is.
    expect(view).toHaveBeenCalledTimes(3);
    // The same markup each time (the first one's text separators aside).
    const visible = (html: string) => html.replaceAll("<!-- -->", "");
    expect(visible(again)).toBe(visible(first));
    expect(later).toBe(again);
    expect(again).toContain('<div class="footer-grid" data-soft-nav=""><ul><li><a href="/en/faqs">');
    expect(other).toContain('<a href="/en/news">');
    expect(other).not.toContain("/en/faqs");
  });

  it("draws a view that reads context in each render of its page, never as a remembered string (readsContext)", async () => {
    const Words = createContext("none");
    const Label = () => <span>{use(Words)}</span>;
    const view = vi.fn(({ word }: { word: string }) => (
      <Words value={word}>
        <Label />
      </Words>
    ));
    const Kept = keptFromServer(() => Promise.resolve(view), "contents", { readsContext: true });
    const page = () => renderAll(<main><Kept word="Filters" /></main>);
    const first = await page();
    const again = await page();
    const later = await page();
    expect(view).toHaveBeenCalledTimes(3);
    for (const html of [first, again, later]) expect(html).toContain('<div class="contents" data-soft-nav=""><span>Filters</span></div>');
  });
});

describe("markup drawn from data (drawn-markup.ts)", () => {
  it("remembers a bounded number of data versions, the oldest forgotten first", () => {
    const view = vi.fn(({ name }: { name: string }) => <p>{name}</p>);
    const draw = drawnMarkup(view, 2);
    expect(draw({ name: "a" })).toBe("<p>a</p>");
    draw({ name: "b" });
    draw({ name: "a" });
    expect(view).toHaveBeenCalledTimes(2);
    draw({ name: "c" }); // a third version: "a", the oldest written, goes
    draw({ name: "a" });
    expect(view).toHaveBeenCalledTimes(4);
    expect(draw({ name: "<b>" })).toBe("<p>&lt;b&gt;</p>");
  });
});
