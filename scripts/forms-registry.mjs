// Writes the two lists that find a form by its name, from the forms' own files, so adding a form
// touches no list (docs/how-it-works.md, "How to add… a form"):
// - components/forms/form-code.ts: each form's code, loaded on intent by FormIsland. A form named
//   `signIn` is declared in components/<feature>/sign-in-form.tsx and has its code beside it in
//   sign-in-form-client.tsx (a default export); a form told as data has none of its own.
// - components/forms/no-script-declared.ts: the forms a browser without JavaScript sends, read by
//   app/api/forms/[form] and its answer page. A form whose declaration, <name>-form.tsx, exports
//   `noScript` (a NoScriptDeclaration) is one.
// Neither list can be derived by the bundler: Turbopack has no require.context, and a template
// literal import() resolves within a path of one shape, while each form lives in its feature's folder.
// Run by `npm run build` (prebuild) and by hand after adding a form; tests/unit/forms/forms-registry.test.ts
// fails when the written lists are not what the files say. `--check` only says whether they are.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");
export const FORM_CODE = "components/forms/form-code.ts";
export const NO_SCRIPT_DECLARED = "components/forms/no-script-declared.ts";

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function filesUnder(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, rel) : [rel];
  });
}

/**
 * Every form under components/: its name and its declaration's module; its code's module if it has
 * code of its own (a form told as data has the common one, components/forms/declared-form-client.tsx,
 * itself listed as the form `declared`); whether a plain post may send it.
 */
export function declaredForms(root = ROOT) {
  const files = filesUnder(root, "components").sort();
  const forms = new Map();
  for (const file of files) {
    const match = /\/([a-z][a-z0-9-]*)-form\.tsx$/.exec(file);
    if (!match) continue;
    const name = camel(match[1]);
    const code = file.replace(/\.tsx$/, "-client.tsx");
    const form = { name, declaration: file, code: files.includes(code) ? code : null, noScript: /^export const noScript\b/m.test(readFileSync(path.join(root, file), "utf8")) };
    // Other components end in -form too (a profile form, a search form): a form is one with code or a plain post.
    if (!form.code && !form.noScript) continue;
    if (forms.has(name)) throw new Error(`Two forms are named ${name}: ${forms.get(name).declaration} and ${file}`);
    forms.set(name, form);
  }
  for (const file of files) {
    if (file.endsWith("-form-client.tsx") && ![...forms.values()].some((form) => form.code === file)) {
      throw new Error(`${file} has no declaration beside it (${file.replace(/-client\.tsx$/, ".tsx")})`);
    }
  }
  return [...forms.values()];
}

const HEADER = "// Written by scripts/forms-registry.mjs from the forms' own files (npm run build runs it): do not edit.\n";
const specifier = (file) => `@/${file.replace(/\.tsx$/, "")}`;

/** The two lists' text, by path. */
export function formsRegistry(root = ROOT) {
  const forms = declaredForms(root);
  const noScript = forms.filter((form) => form.noScript);
  const formCode = [
    HEADER,
    "/**",
    " * Each form's code, fetched when the visitor shows intent (a field focused, the form sent) and not",
    " * with the page: FormIsland fetches this list itself on intent, so no page carries another's loaders.",
    " */",
    ...forms.filter((form) => form.code).map((form) => `export const ${form.name} = () => import("${specifier(form.code)}");`),
    "",
  ].join("\n");
  const declared = [
    HEADER,
    'import "server-only";',
    ...noScript.map((form) => `import { noScript as ${form.name} } from "${specifier(form.declaration)}";`),
    'import type { NoScriptDeclaration } from "@/lib/forms/no-script/declaration";',
    "",
    "/** The forms a browser without JavaScript posts to app/api/forms/[form], each as its own file declares it. */",
    "export const NO_SCRIPT_DECLARATIONS = {",
    ...noScript.map((form) => `  ${form.name},`),
    "} satisfies Record<string, NoScriptDeclaration>;",
    "",
    "export type NoScriptForm = keyof typeof NO_SCRIPT_DECLARATIONS;",
    "",
    "export const isNoScriptForm = (value: unknown): value is NoScriptForm =>",
    '  typeof value === "string" && Object.hasOwn(NO_SCRIPT_DECLARATIONS, value);',
    "",
  ].join("\n");
  return { [FORM_CODE]: formCode, [NO_SCRIPT_DECLARED]: declared };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const stale = Object.entries(formsRegistry()).filter(([file, text]) => {
    let current = "";
    try {
      current = readFileSync(path.join(ROOT, file), "utf8");
    } catch {}
    return current !== text;
  });
  if (process.argv.includes("--check")) {
    for (const [file] of stale) console.error(`${file} is not what the forms declare: run node scripts/forms-registry.mjs`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const [file, text] of stale) {
    writeFileSync(path.join(ROOT, file), text);
    console.log(`wrote ${file}`);
  }
}
