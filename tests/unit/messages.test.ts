import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** ICU argument names (`{name}` or `{count, plural, …}`), ignoring plural branch text. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? ""))].sort();
}

function lookup(tree: Tree, path: string): string | Tree | undefined {
  return path.split(".").reduce<string | Tree | undefined>(
    (node, key) => (node && typeof node === "object" ? node[key] : undefined),
    tree,
  );
}

describe("messages", () => {
  it("ar.json and en.json have exactly the same keys", () => {
    expect(keys(ar as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it("every message is non-empty and uses the same placeholders in both languages", () => {
    for (const key of keys(en as Tree)) {
      const english = lookup(en as Tree, key);
      const arabic = lookup(ar as Tree, key);
      expect(typeof english === "string" && english.trim().length > 0, `en ${key}`).toBe(true);
      expect(typeof arabic === "string" && arabic.trim().length > 0, `ar ${key}`).toBe(true);
      expect(placeholders(String(arabic)), key).toEqual(placeholders(String(english)));
    }
  });

  describe("the backend's wording", () => {
    const root = path.resolve(__dirname, "../../backend/src");
    const source = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    /** Every quoted string of the backend without an interpolation: message keys are written out whole. */
    const literals = new Set([...source.matchAll(/(["'`])((?:(?!\1)[^\\\n$]|\\.)+)\1/g)].map((m) => m[2] ?? ""));
    const isMessage = (tree: Tree, key: string) => typeof lookup(tree, key) === "string";
    const serverKeys = keys(en.server as Tree);
    const serverGroups = new Set(Object.keys(en.server));

    it("every message of the `server` namespace is named by the backend", () => {
      expect(serverKeys.filter((key) => !literals.has(key))).toEqual([]);
    });

    it("every `server` key the backend names is a message in both files", () => {
      // A string shaped like "booking.slotTaken" in a `server` group is a key; labels the backend
      // reads by their full key (e.g. "contact.fields.name") are checked below.
      const named = [...literals].filter(
        (text) => /^[a-z]\w*(\.\w+)+$/.test(text) && serverGroups.has(text.split(".")[0] ?? "") && !isMessage(en as Tree, text),
      );
      expect(named.length).toBeGreaterThan(50);
      const missing = named.flatMap((key) => [
        ...(isMessage(en.server as Tree, key) ? [] : [`en server.${key}`]),
        ...(isMessage(ar.server as Tree, key) ? [] : [`ar server.${key}`]),
      ]);
      expect(missing).toEqual([]);
    });

    it("every message the backend reads by its full key is in both files", () => {
      const named = [...source.matchAll(/\b(?:label|messageOf|hasMessage)\(\s*[\w.]+,\s*"([^"]+)"/g)].map((m) => m[1] ?? "");
      expect(named.length).toBeGreaterThan(10);
      const missing = named.flatMap((key) => [
        ...(isMessage(en as Tree, key) ? [] : [`en ${key}`]),
        ...(isMessage(ar as Tree, key) ? [] : [`ar ${key}`]),
      ]);
      expect(missing).toEqual([]);
    });

    it("the expired hold has its message in both languages (the website recognizes it by its code)", () => {
      expect(en.server.booking.holdExpired).toMatch(/expired/);
      expect(ar.server.booking.holdExpired).toMatch(/انتهت/);
    });
  });
});
