// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderAll } from "../../support/render-all";
import { keptFromServer } from "@/components/ui/kept-from-server";

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
});
