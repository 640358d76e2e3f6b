import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/icons.svg/route";
import {
  ArrowForwardIcon,
  ClockIcon,
  MenuIcon,
  SocialIcon,
  WhatsAppIcon,
} from "@/components/ui/icons";
import { iconShapes, iconSprite } from "@/lib/icons/shapes";

function symbolIds(svg: string) {
  return [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
}

describe("icon sprite", () => {
  it("holds one symbol for every shape, each a well-formed SVG fragment", () => {
    const sprite = iconSprite();
    expect(symbolIds(sprite)).toEqual(Object.keys(iconShapes));
    const doc = new DOMParser().parseFromString(sprite, "image/svg+xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.querySelectorAll("symbol")).toHaveLength(Object.keys(iconShapes).length);
    for (const symbol of doc.querySelectorAll("symbol")) expect(symbol.children.length).toBeGreaterThan(0);
  });

  it("is cached for good at its current version and briefly at any other", async () => {
    const current = GET(new Request("http://localhost/icons.svg?v=dev"));
    expect(current.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await current.text()).toBe(iconSprite());

    const stale = GET(new Request("http://localhost/icons.svg?v=0123456789ab"));
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("icons", () => {
  it("reference their symbol instead of carrying path data", () => {
    const html = renderToStaticMarkup(<MenuIcon />);
    expect(html).toBe(
      '<svg width="20" height="20" aria-hidden="true" class="icon"><use href="/icons.svg?v=dev#menu"></use></svg>',
    );
  });

  it("mirror the ones that point forward in right-to-left pages, keeping the caller's class", () => {
    const html = renderToStaticMarkup(<ArrowForwardIcon className="size-4" />);
    expect(html).toContain('class="icon rtl:-scale-x-100 size-4"');
    expect(renderToStaticMarkup(<ClockIcon />)).not.toContain("rtl:");
  });

  it("fill glyphs with the text colour and draw line icons with the stroke class", () => {
    const glyph = renderToStaticMarkup(<WhatsAppIcon size={24} />);
    expect(glyph).toContain('fill="currentColor"');
    expect(glyph).not.toContain('class="icon');
    expect(glyph).toContain('width="24"');
    expect(renderToStaticMarkup(<SocialIcon network="instagram" />)).toContain('class="icon"');
  });

  it("show the globe for a social network they do not know, even one named like an object key", () => {
    expect(renderToStaticMarkup(<SocialIcon network="mastodon" />)).toContain("#globe");
    expect(renderToStaticMarkup(<SocialIcon network="toString" />)).toContain("#globe");
    expect(renderToStaticMarkup(<SocialIcon network="tiktok" />)).toContain("#tiktok");
  });
});
