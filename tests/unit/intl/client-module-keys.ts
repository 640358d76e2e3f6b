import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [`${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Every module of ours the entries (paths from the repository's root) import, transitively (packages aside), as paths from the root. */
export function clientModuleGraph(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
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
  return [...seen].map((file) => path.relative(root, file));
}

/**
 * A function of ours that is given a translator and calls it with literal keys (lib/account/sign-up-labels.ts's
 * signUpLabels(t)): the keys it names are read from its module's calls of `parameter`.
 */
export interface TranslatorTaker {
  name: string;
  file: string;
  parameter: string;
}

/** The literal keys of a call's first argument: a string, or both sides of a ternary of strings. */
function literalKeys(argument: string): string[] | null {
  const literal = /^\s*"([^"]+)"\s*$/.exec(argument);
  if (literal?.[1]) return [literal[1]];
  const choice = /^[^`]*?\?\s*"([^"]+)"\s*:\s*"([^"]+)"\s*$/.exec(argument);
  return choice?.[1] && choice[2] ? [choice[1], choice[2]] : null;
}

/** The keys `translator`'s calls in `source` name, and the calls whose key is no literal (a template literal first among them). */
function callsOf(source: string, translator: string, where: string): { keys: string[]; unreadable: string[] } {
  const keys: string[] = [];
  const unreadable: string[] = [];
  for (const [, argument = ""] of source.matchAll(new RegExp(`(?<![\\w.])${translator}(?:\\.(?:rich|markup|has|raw))?\\(([^,)]*)`, "g"))) {
    const found = literalKeys(argument);
    if (found) keys.push(...found);
    else unreadable.push(`${where}: ${translator}(${argument}${argument.includes("`") ? " (a template literal)" : ""}`);
  }
  return { keys, unreadable };
}

/**
 * The keys of `namespace` that `files` name: the literal arguments of each translator bound to
 * `useTranslations("<namespace>")`, or read through one of `takers` given it. What cannot be checked
 * against a list (a key built at run time, a translator of the namespace handed to a function not
 * among `takers`, the namespace reached through another one) is reported in `unreadable`.
 */
export function keysNamedIn(files: readonly string[], namespace: string, takers: readonly TranslatorTaker[] = []): { keys: Set<string>; unreadable: string[] } {
  const keys = new Set<string>();
  const unreadable: string[] = [];
  const bound = `useTranslations\\(\\s*"${namespace}"\\s*\\)`;
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    for (const [call] of source.matchAll(new RegExp(`useTranslations\\(\\s*(?!"${namespace}"\\s*\\))[^)]*\\)`, "g"))) if (call.includes(namespace)) unreadable.push(`${file}: ${call}`);
    if (new RegExp(`["'\`]${namespace}\\.`).test(source)) unreadable.push(`${file}: a "${namespace}." key`);
    // A translator handed whole to a function: its keys are that function's.
    const handed: string[] = [];
    for (const [whole, taker = "", translator = ""] of source.matchAll(new RegExp(`(?<![\\w.])(\\w+)\\(\\s*(${bound}|\\w+)\\s*\\)`, "g"))) {
      if (translator.startsWith("useTranslations") || new RegExp(`const\\s+${translator}\\s*=\\s*${bound}`).test(source)) {
        if (taker === "useTranslations") continue;
        const known = takers.find((candidate) => candidate.name === taker);
        if (!known) unreadable.push(`${file}: ${whole} (a translator handed on)`);
        else handed.push(known.name);
      }
    }
    for (const name of handed) {
      const taker = takers.find((candidate) => candidate.name === name)!;
      const found = callsOf(readFileSync(path.join(root, taker.file), "utf8"), taker.parameter, taker.file);
      found.keys.forEach((key) => keys.add(key));
      unreadable.push(...found.unreadable);
    }
    for (const [, name = ""] of source.matchAll(new RegExp(`const\\s+(\\w+)\\s*=\\s*${bound}`, "g"))) {
      const found = callsOf(source, name, file);
      found.keys.forEach((key) => keys.add(key));
      unreadable.push(...found.unreadable);
    }
  }
  return { keys, unreadable };
}

/**
 * What a page's list of client messages is checked against: the modules its client code starts from
 * (the FormIsland code a form loads on intent is named, not followed through form-code.ts), the
 * namespaces it reads, and the functions that are handed a translator.
 */
export interface PageClientCode {
  entries: readonly string[];
  namespaces: readonly string[];
  takers?: readonly TranslatorTaker[];
}

/**
 * Per namespace, the keys the page's client code names, and the calls it cannot read. A namespace
 * with a key built at run time is sent whole ("all"): its unreadable calls are expected then, and
 * only then.
 */
export function pageClientKeys(code: PageClientCode): { files: string[]; keys: Record<string, string[]>; unreadable: Record<string, string[]> } {
  const files = clientModuleGraph(code.entries);
  const keys: Record<string, string[]> = {};
  const unreadable: Record<string, string[]> = {};
  for (const namespace of code.namespaces) {
    const found = keysNamedIn(files, namespace, code.takers);
    keys[namespace] = [...found.keys].sort();
    unreadable[namespace] = found.unreadable;
  }
  return { files, keys, unreadable };
}
