import { describe, expect, it } from "vitest";
import { withoutRepeats } from "@/components/layout/footer-links";

describe("the footer's links", () => {
  it("list a page configured in both the footer and web more once, where it first appears", () => {
    const footer = [
      { id: 1, title: "News", href: "/news" },
      { id: 2, title: "Events", href: "/events" },
      { id: 3, title: "About", href: "/about_us" },
    ];
    const more = [
      { id: 4, title: "News", href: "/news" },
      { id: 5, title: "Blog", href: "/blog" },
      { id: 6, title: "Events", href: "/events" },
      { id: 7, title: "Offer", href: { pathname: "/offer/[slug]", params: { slug: "a" } } },
      { id: 8, title: "Same offer", href: { pathname: "/offer/[slug]", params: { slug: "a" } } },
    ];
    const [first, second] = withoutRepeats(footer, more);
    expect(first.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(second.map((l) => l.id)).toEqual([5, 7]);
  });
});
