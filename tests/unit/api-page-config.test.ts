import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { configuredPaths, toPageConfiguration } = await import("@/lib/api/page-config");

describe("toPageConfiguration", () => {
  it("sorts entries and children by order and maps them to our type", () => {
    const config = toPageConfiguration({
      data: {
        header: [
          { id: 2, title: "Doctors", path: "/doctors", order: 2 },
          {
            id: 1,
            title: "About",
            path: "/about_us",
            order: 1,
            children: [
              { id: 4, title: "FAQ", path: "/FAQs", order: 2 },
              { id: 3, title: "News", path: "/news", order: 1 },
            ],
          },
        ],
        footer: [{ id: 5, title: "Terms", path: "/terms", order: 1 }],
        webMore: [],
      },
    });
    expect(config.header.map((e) => e.path)).toEqual(["/about_us", "/doctors"]);
    expect(config.header[0]?.children.map((e) => e.path)).toEqual(["/news", "/FAQs"]);
    expect(config.header[1]?.children).toEqual([]);
    expect(configuredPaths(config)).toEqual(["/about_us", "/news", "/FAQs", "/doctors", "/terms"]);
  });
});
