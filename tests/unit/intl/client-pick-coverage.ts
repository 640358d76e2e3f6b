import { readFileSync } from "node:fs";
import path from "node:path";
import type { MessagesPick } from "@/lib/intl/client-messages";
import { clientModuleGraph, type TranslatorTaker } from "./client-module-keys";

/**
 * The message paths a client subtree's code reads, for a pick that sends some keys as whole
 * sub-namespaces (a form's `fields`, a key built as `kinds.${kind}`): each call of a translator bound
 * with `useTranslations("ns")` or `useTranslations("ns.sub")` (the binding of that name before the
 * call, so two components of one module may each call theirs `t`), a template literal read up to its
 * first substitution, a translator handed to one of `takers` read through that function's calls.
 * A key no test can read (a variable) is reported as `?`.
 */
export function pathsRead(entries: readonly string[], takers: readonly TranslatorTaker[] = []): { files: string[]; paths: string[] } {
  const files = clientModuleGraph(entries);
  const paths = new Set<string>();
  const keyOf = (argument: string): string[] => {
    const literal = /^\s*"([^"]+)"\s*$/.exec(argument);
    if (literal?.[1]) return [literal[1]];
    const template = /^\s*`([^`$]+)\$\{/.exec(argument);
    if (template?.[1]) return [template[1].replace(/\.$/, "")];
    const choice = /^[^`"]*\?\s*"([^"]+)"\s*:\s*"([^"]+)"\s*$/.exec(argument);
    return choice?.[1] && choice[2] ? [choice[1], choice[2]] : ["?"];
  };
  for (const file of files) {
    const source = readFileSync(path.join(process.cwd(), file), "utf8");
    const bindings = [...source.matchAll(/const\s+(\w+)\s*=\s*useTranslations\(\s*"([^"]+)"\s*\)/g)].map((match) => ({ at: match.index, name: match[1]!, namespace: match[2]! }));
    for (const name of new Set(bindings.map((binding) => binding.name))) {
      for (const call of source.matchAll(new RegExp(`(?<![\\w.])${name}(?:\\.(?:rich|markup|has|raw))?\\(([^,)]*)`, "g"))) {
        const binding = bindings.filter((candidate) => candidate.name === name && candidate.at < call.index).at(-1);
        if (!binding) continue;
        for (const key of keyOf(call[1] ?? "")) paths.add(`${binding.namespace}.${key}`);
      }
      // A translator handed whole to a function that is not among `takers`: what it reads is unknown.
      for (const [, callee = ""] of source.matchAll(new RegExp(`(?<![\\w.])(\\w+)\\(\\s*${name}\\s*\\)`, "g"))) {
        if (!takers.some((taker) => taker.name === callee)) paths.add(`${bindings.find((candidate) => candidate.name === name)!.namespace}.?`);
      }
      for (const taker of takers) {
        if (!new RegExp(`${taker.name}\\(\\s*${name}\\s*\\)`).test(source)) continue;
        const binding = bindings.find((candidate) => candidate.name === name)!;
        const takerSource = readFileSync(path.join(process.cwd(), taker.file), "utf8");
        for (const call of takerSource.matchAll(new RegExp(`(?<![\\w.])${taker.parameter}\\(([^,)]*)`, "g"))) for (const key of keyOf(call[1] ?? "")) paths.add(`${binding.namespace}.${key}`);
      }
    }
  }
  return { files, paths: [...paths].sort() };
}

/** The paths of `paths` that `pick` does not send (with the site-wide namespaces, which `siteWide` sends). */
export function pathsNotSent(paths: readonly string[], pick: MessagesPick, siteWide: MessagesPick): string[] {
  return paths.filter((full) => {
    const [namespace = "", key = "?"] = full.split(".");
    const listed = pick[namespace] ?? siteWide[namespace];
    if (listed === "all") return false;
    return key === "?" || !listed?.includes(key);
  });
}
