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

  it("every message of the backend's `server` namespace is used by the backend", () => {
    const root = path.resolve(__dirname, "../../backend/src");
    const source = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => readFileSync(path.join(root, file), "utf8"))
      .join("\n");
    const unused = Object.keys(en.server).filter((key) => !source.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});
