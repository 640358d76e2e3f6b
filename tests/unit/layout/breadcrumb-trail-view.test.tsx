import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BreadcrumbTrailView } from "@/components/layout/breadcrumb-trail-view";

function drawn(trail: Array<{ name: string; link: string }>) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<BreadcrumbTrailView label="مسار التنقل" trail={trail} siteUrl="https://alnada.example/" />);
  return host;
}

describe("the breadcrumb band's trail drawn from its steps (breadcrumb-trail-view.tsx)", () => {
  const trail = [
    { name: "الرئيسية", link: "/" },
    { name: "الأطباء", link: "/%D8%A7%D9%84%D8%A3%D8%B7%D8%A8%D8%A7%D8%A1" },
    { name: "قسم بلا صفحة", link: "" },
    { name: "د. أمل سليمان", link: "" },
  ];

  it("links each earlier step by its readable path, leaves a step without a page unlinked, and marks the page itself current", () => {
    const host = drawn(trail);
    const nav = host.querySelector("nav[aria-label='مسار التنقل']")!;
    expect([...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["الرئيسية", "/"],
      ["الأطباء", "/الأطباء"],
    ]);
    expect(nav.querySelector("li:nth-child(3) > span")?.textContent).toBe("قسم بلا صفحة");
    expect(nav.querySelector("[aria-current=page]")?.textContent).toBe("د. أمل سليمان");
    expect(nav.querySelectorAll("svg")).toHaveLength(3);
    expect(host.querySelector("h1")?.textContent).toBe("د. أمل سليمان");
  });

  it("writes the BreadcrumbList JSON-LD with absolute addresses for the steps that have a page", () => {
    const json = JSON.parse(drawn(trail).querySelector("script[type='application/ld+json']")!.textContent!);
    expect(json["@type"]).toBe("BreadcrumbList");
    expect(json.itemListElement.map((item: { position: number; name: string; item?: string }) => [item.position, item.name, item.item])).toEqual([
      [1, "الرئيسية", "https://alnada.example/"],
      [2, "الأطباء", "https://alnada.example/%D8%A7%D9%84%D8%A3%D8%B7%D8%A8%D8%A7%D8%A1"],
      [3, "قسم بلا صفحة", undefined],
      [4, "د. أمل سليمان", undefined],
    ]);
  });
});
