// @vitest-environment node
import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EarlyScripts } from "@/components/layout/early-scripts";
import { EARLY_SCRIPTS, EARLY_SCRIPTS_HASH } from "@/lib/early-scripts";
import { HOLD_SUBMITS_SCRIPT } from "@/lib/forms/hold-early-submits";
import { IMAGE_FALLBACK_SCRIPT } from "@/lib/images/fallback-script";
import { START_WEB_FONTS_SCRIPT } from "@/lib/fonts/start-web-fonts-script";

describe("the layout's early scripts", () => {
  it("are written into the server's HTML whole, all three, so they run as the page is parsed", () => {
    expect(renderToString(<EarlyScripts />)).toBe(`<script>${EARLY_SCRIPTS}</script>`);
    expect(EARLY_SCRIPTS).toContain(HOLD_SUBMITS_SCRIPT);
    expect(EARLY_SCRIPTS).toContain(IMAGE_FALLBACK_SCRIPT);
    expect(EARLY_SCRIPTS).toContain(START_WEB_FONTS_SCRIPT);
  });

  it("are allowed by their hash on pages with a nonce", () => {
    expect(EARLY_SCRIPTS_HASH).toBe(`sha256-${createHash("sha256").update(EARLY_SCRIPTS).digest("base64")}`);
  });
});
