// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HoldEarlySubmits } from "@/components/forms/hold-early-submits";
import { HOLD_SUBMITS_SCRIPT } from "@/lib/forms/hold-early-submits";

describe("HoldEarlySubmits", () => {
  it("writes the script into the server's HTML whole, so it runs as the page is parsed and its CSP hash holds", () => {
    const html = renderToString(<HoldEarlySubmits />);
    expect(html).toBe(`<script>${HOLD_SUBMITS_SCRIPT}</script>`);
  });
});
