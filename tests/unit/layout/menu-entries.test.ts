import { describe, expect, it } from "vitest";
import { menuEntries, menuLinks } from "@/components/layout/menu-entries";
import type { NavEntry } from "@/lib/api/page-config";

const entry = (id: number, title: string, path: string, children: NavEntry[] = []): NavEntry => ({ id, title, path, children }) as NavEntry;

const CONFIG = [
  entry(1, "FAQs", "/FAQs"),
  entry(2, "Care", "/doctor", [entry(3, "Home care", "/homecare", [entry(4, "Deeper", "/terms")]), entry(5, "Nowhere", "/doctor")]),
  entry(6, "Portal", "https://portal.example"),
  entry(7, "Gone", "/no-such-page"),
];

describe("a configured menu as its views draw it (menu-entries.ts)", () => {
  it("keeps a heading over its children, writes paths for the language, and leaves out what leads nowhere", () => {
    expect(menuEntries(CONFIG, "en")).toEqual([
      { id: 1, title: "FAQs", href: "/en/FAQs" },
      { id: 2, title: "Care", children: [{ id: 3, title: "Home care", href: "/en/homecare", children: [{ id: 4, title: "Deeper", href: "/en/terms" }] }] },
      { id: 6, title: "Portal", href: "https://portal.example", external: true },
    ]);
  });

  it("lists the footer's links: each entry's children after it, no headings, no deeper levels", () => {
    expect(menuLinks(CONFIG, "ar")).toEqual([
      { id: 1, title: "FAQs", href: "/الأسئلة-الشائعة" },
      { id: 3, title: "Home care", href: "/الرعاية-المنزلية" },
      { id: 6, title: "Portal", href: "https://portal.example", external: true },
    ]);
  });
});
