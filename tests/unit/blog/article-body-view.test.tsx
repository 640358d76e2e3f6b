import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleBodyView, type ArticleBodyData } from "@/components/blog/article-body-view";

const DATA: ArticleBodyData = {
  category: { label: "التصنيف", name: "التغذية", href: "/categories/التغذية" },
  publishedAt: "2026-11-18T12:00:00+03:00",
  published: "نُشر في 18 نوفمبر 2026",
  readingTime: "قراءة 3 دقائق",
  author: "بقلم لينا الحربي",
  image: { mobile: "cards/card-7-mobile.webp", desktop: "cards/card-7-desktop.webp" },
  bodyHtml: "<p>قاعدة نصف الطبق.</p><h2>الغذاء دواء يومي</h2>",
  tags: { heading: "وسوم المقال", items: [{ id: 9, name: "التغذية", href: "/tags/التغذية" }] },
};

const draw = (data: ArticleBodyData) => {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(<ArticleBodyView {...data} />);
  return root;
};

describe("an article's body drawn from its data", () => {
  it("is its meta line, hero image, body and tags, the same markup for the same data", () => {
    expect(renderToStaticMarkup(<ArticleBodyView {...DATA} />)).toBe(renderToStaticMarkup(<ArticleBodyView {...DATA} />));
    const root = draw(DATA);
    const links = [...root.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.textContent]);
    expect(links).toEqual([
      ["/categories/التغذية", "التصنيف: التغذية"],
      ["/tags/التغذية", "#التغذية"],
    ]);
    expect(root.querySelector("time")?.getAttribute("datetime")).toBe(DATA.publishedAt);
    expect(root.querySelector("header")?.textContent).toContain(DATA.author);
    expect(root.querySelector(".prose-cms")?.innerHTML).toBe(DATA.bodyHtml);
    expect(root.querySelector("footer h2")?.textContent).toBe("وسوم المقال");
    // The LCP image, eager and first in line, swapped on failure by the layout's script.
    const img = root.querySelector("picture img")!;
    expect([img.getAttribute("loading"), img.getAttribute("fetchpriority"), img.hasAttribute("data-fallback")]).toEqual(["eager", "high", true]);
    expect(root.querySelector("picture source")?.getAttribute("srcset")).toBe("/storage/cards/card-7-desktop.webp");
  });

  it("has no category chip for a hidden post, no tags without any, and an unmarked fallback for no image", () => {
    const root = draw({ ...DATA, category: undefined, tags: undefined, author: undefined, image: null });
    expect(root.querySelectorAll("a")).toHaveLength(0);
    expect(root.querySelector("footer")).toBeNull();
    const img = root.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/fallback.webp");
    expect(img.hasAttribute("data-fallback")).toBe(false);
  });
});
