import { iconSprite } from "@/lib/icons/shapes";

const sprite = iconSprite();
const currentVersion = process.env.ICON_SPRITE_VERSION ?? "dev";

/**
 * The icon sprite every page references (components/ui/icons.tsx). Its URL carries the version of
 * the shapes, so the current version is cached for good; a page rendered before a deploy that asks
 * for an older version still gets icons, but not for keeps.
 */
export function GET(request: Request) {
  const current = new URL(request.url).searchParams.get("v") === currentVersion;
  return new Response(sprite, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
