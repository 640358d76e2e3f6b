// @vitest-environment node
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderAll } from "../../support/render-all";
import { lazyCards } from "@/components/ui/lazy-cards";

function Row({ names }: { names: string[] }) {
  return (
    <ul className="card-row">
      {names.map((name) => (
        <li key={name}>
          <article>
            <h3>{name}</h3>
            <p>{"A card's text, long enough that the list is more than half a kilobyte. ".repeat(2)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

// More than React's first progressive chunk (12.8 kB) of page before the list, as on the home page.
const page = (list: ReactNode) => (
  <main>
    {Array.from({ length: 200 }, (_, index) => (
      <p key={index}>The sections above the list, about ninety bytes each, eighteen kilobytes in all.</p>
    ))}
    {list}
    <footer>end</footer>
  </main>
);

describe("cards whose code loads after the first load (lazy-cards.tsx)", () => {
  const Cards = lazyCards(() => Promise.resolve(Row));
  const names = ["Amr", "Mona", "Sara", "Omar", "Laila", "Hani"];

  it("are rendered by the server in place, inside the element the browser hydrates, not moved to a hidden block a script puts back", async () => {
    const html = await renderAll(page(<Cards names={names} />));
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain("<!--$");
    const list = html.indexOf('<div class="contents"><ul class="card-row">');
    expect(list).toBeGreaterThan(15_000);
    expect(list).toBeLessThan(html.indexOf("<footer>"));
    for (const name of names) expect(html).toContain(`<h3>${name}</h3>`);
  });
});
