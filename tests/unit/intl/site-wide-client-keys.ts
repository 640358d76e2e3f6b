import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib", "stores"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * The keys of `namespaces` that code reading messages with next-intl's hooks names, found in every
 * module of the site (a superset of the client's modules: a hook may run on either side). A key
 * built at run time cannot be checked against a list: its namespace is reported as `dynamic`, and
 * must be sent whole.
 */
export function keysNamedByHooks(namespaces: readonly string[]): { keys: Map<string, Set<string>>; dynamic: Map<string, string[]> } {
  const keys = new Map(namespaces.map((namespace) => [namespace, new Set<string>()]));
  const dynamic = new Map<string, string[]>();
  const note = (namespace: string, where: string) => dynamic.set(namespace, [...(dynamic.get(namespace) ?? []), where]);
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const source = readFileSync(path.join(root, file), "utf8");
    for (const [, name, argument = ""] of source.matchAll(/(\w+)\s*=\s*useTranslations\(([^)]*)\)/g)) {
      const scope = /^\s*"([^"]*)"\s*$/.exec(argument)?.[1];
      if (scope === undefined && argument.trim() !== "") {
        for (const namespace of namespaces) note(namespace, `${file}: useTranslations(${argument})`);
        continue;
      }
      const [first, ...rest] = (scope ?? "").split(".");
      if (scope && !namespaces.includes(first!)) continue;
      for (const [, call = ""] of source.matchAll(new RegExp(`(?<![\\w.])${name}(?:\\.(?:rich|markup|has|raw))?\\(([^,)]*)`, "g"))) {
        const literals = /^\s*"([^"]+)"\s*$/.exec(call)?.slice(1) ?? /^[^"`]*\?\s*"([^"]+)"\s*:\s*"([^"]+)"\s*$/.exec(call)?.slice(1);
        if (!literals) {
          if (scope) note(first!, `${file}: ${name}(${call}`);
          else for (const namespace of namespaces) note(namespace, `${file}: ${name}(${call}`);
          continue;
        }
        for (const literal of literals) {
          const full = [...(scope ? [first!, ...rest] : []), ...literal!.split(".")];
          const [namespace, ...key] = full;
          if (keys.has(namespace!)) keys.get(namespace!)!.add(key.join("."));
        }
      }
    }
  }
  return { keys, dynamic };
}
