// @vitest-environment node
import { createContext, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderAll } from "../../support/render-all";
import { keptByKey, keptFromServer } from "@/components/ui/kept-from-server";
import { drawnMarkup } from "@/components/ui/drawn-markup";
import { keepData } from "@/components/ui/kept-data";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { FALLBACK_ATTRIBUTE } from "@/lib/images";

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

/**
 * A kept part's pages rendered for the same data three times, then for other data: the first render
 * draws the view in the page's stream, the second writes and remembers its markup, which the third
 * serves as it is; other data is drawn again.
 */
async function expectDrawnOncePerData(view: ReturnType<typeof vi.fn>, page: (names: string[]) => Promise<string>) {
  const first = await page(["faqs", "terms"]);
  const again = await page(["faqs", "terms"]);
  const later = await page(["faqs", "terms"]);
  const other = await page(["news"]);
  expect(view).toHaveBeenCalledTimes(3);
  // The same markup each time (the first one's text separators aside).
  const visible = (html: string) => html.replaceAll("<!-- -->", "");
  expect(visible(again)).toBe(visible(first));
  expect(later).toBe(again);
  expect(again).toContain('<div class="footer-grid" data-soft-nav=""><ul><li><a href="/en/faqs">');
  expect(other).toContain('<a href="/en/news">');
  expect(other).not.toContain("/en/faqs");
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
    await expectDrawnOncePerData(view, (names) => renderAll(<main><Kept names={names} /><footer>end</footer></main>));
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

describe("markup kept by key (keptByKey), on the server", () => {
  it("is drawn from the data kept under its key, in the page's render the first time and as remembered markup after", async () => {
    const view = vi.fn(Links);
    const Kept = keptByKey(() => Promise.resolve(view), "footer-grid");
    await expectDrawnOncePerData(view, (names) => renderAll(<main><Kept keptKey={keepData({ names })} dataUrl="/api/frame/footer-grid?lang=en" /><footer>end</footer></main>));
  });

  it("fails the render, naming the key, when no data is kept under it in this process", async () => {
    const Kept = keptByKey(() => Promise.resolve(Links), "footer-grid");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(renderAll(<main><Kept keptKey="never-kept" dataUrl="/api/frame/footer-grid?lang=en" /></main>)).rejects.toThrow(/never-kept/);
    vi.mocked(console.error).mockRestore();
  });
});

describe("pictures in kept markup", () => {
  const Card = ({ image }: { image: string }) => <ResponsiveImage image={image} alt="" width={400} height={300} />;
  const marked = `${FALLBACK_ATTRIBUTE}="" src="/storage/cards/1.webp"`;

  // A view written as a string reads no context in Next's build (drawn-markup.ts): its pictures
  // say `swappedByPage` themselves, so only a view that reads context is given the mark.
  it("are marked for the layout's fallback script in a kept view that reads context, in every render: no code of theirs runs in the browser", async () => {
    const ReadsContext = keptFromServer(() => Promise.resolve(Card), "contents", { readsContext: true });
    for (let render = 0; render < 2; render++) expect(await renderAll(<main><ReadsContext image="cards/1.webp" /></main>)).toContain(marked);
  });

  it("are not marked where the view is not kept", async () => {
    expect(await renderAll(<main><Card image="cards/1.webp" /></main>)).not.toContain(FALLBACK_ATTRIBUTE);
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
