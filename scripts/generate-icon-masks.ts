// Writes styles/icon-masks.svg, the stylesheet's mask icons (lib/icons/mask-sprite.ts), after a
// change of their shapes: `npx tsx scripts/generate-icon-masks.ts` (tests/unit/icons/css-icons.test.ts
// fails until the file matches).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { iconMaskSprite } from "../lib/icons/mask-sprite";

writeFileSync(fileURLToPath(new URL("../styles/icon-masks.svg", import.meta.url)), iconMaskSprite());
