import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { SIGN_IN_AUTH_KEYS, SIGN_IN_CLIENT_MESSAGES } from "@/components/account/sign-in-messages";
import { pickedClientMessages } from "@/lib/intl/client-messages";

const root = process.cwd();
/** The sign-in page's client code: its tabs, its social buttons and the password form's code (FormIsland's "signIn"). */
const ENTRIES = ["components/account/sign-in-methods.tsx", "components/account/social-sign-in.tsx", "components/account/sign-in-form-client.tsx"];

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [`${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Every module of ours those entries import, transitively (packages aside). */
function moduleGraph(): string[] {
  const seen = new Set<string>();
  const queue = ENTRIES.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/g)) {
      const resolved = specifier ? resolveImport(file, specifier) : null;
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen];
}

/**
 * The `auth` keys a module names: the literal arguments (or both sides of a literal ternary) of each
 * translator bound to `useTranslations("auth")`. Anything else (a key built at run time, `auth.`
 * keys read through another namespace) cannot be checked against the list and is reported.
 */
function authKeysOf(file: string): { keys: string[]; unreadable: string[] } {
  const source = readFileSync(file, "utf8");
  const keys: string[] = [];
  const unreadable: string[] = [];
  const relative = path.relative(root, file);
  for (const [call] of source.matchAll(/useTranslations\(\s*(?!"auth"\s*\))[^)]*\)/g)) if (/auth/.test(call)) unreadable.push(`${relative}: ${call}`);
  if (/["'`]auth\./.test(source)) unreadable.push(`${relative}: an "auth." key`);
  for (const [, name] of source.matchAll(/const\s+(\w+)\s*=\s*useTranslations\(\s*"auth"\s*\)/g)) {
    for (const [, argument = ""] of source.matchAll(new RegExp(`(?<![\\w.])${name}\\(([^,)]*)`, "g"))) {
      const literal = /^\s*"([^"]+)"\s*$/.exec(argument);
      const choice = /^[^"`]*\?\s*"([^"]+)"\s*:\s*"([^"]+)"\s*$/.exec(argument);
      if (literal?.[1]) keys.push(literal[1]);
      else if (choice?.[1] && choice[2]) keys.push(choice[1], choice[2]);
      else unreadable.push(`${relative}: ${name}(${argument}`);
    }
  }
  return { keys, unreadable };
}

describe("the auth messages the sign-in page sends to its client code", () => {
  const files = moduleGraph();
  const found = files.map(authKeysOf);

  it("follows the page's client code into the modules that translate", () => {
    const relative = files.map((file) => path.relative(root, file));
    expect(relative).toEqual(expect.arrayContaining(["components/account/sign-in-form-fields.tsx", "components/account/password-input.tsx"]));
  });

  it("lists exactly the keys that code names, each a literal the test can read", () => {
    expect(found.flatMap((module) => module.unreadable)).toEqual([]);
    const named = new Set(found.flatMap((module) => module.keys));
    expect([...named].sort()).toEqual([...SIGN_IN_AUTH_KEYS].sort());
  });

  it("finds every listed key in both languages' catalogues, so the page's subset has it", () => {
    for (const messages of [ar, en]) {
      const auth = pickedClientMessages(messages, SIGN_IN_CLIENT_MESSAGES).auth as Record<string, unknown>;
      expect(Object.keys(auth).sort()).toEqual([...SIGN_IN_AUTH_KEYS].sort());
      for (const key of SIGN_IN_AUTH_KEYS) expect(auth[key], key).toBe((messages.auth as Record<string, unknown>)[key]);
    }
  });
});
