// @vitest-environment node
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keptFromServer } from "@/components/ui/kept-from-server";

/** The whole document, once everything has rendered (as a prerendered page is written). */
function renderAll(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

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
