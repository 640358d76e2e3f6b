// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script with no type declarations
import { declaredForms, formsRegistry } from "../../../scripts/forms-registry.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

interface DeclaredForm {
  name: string;
  declaration: string;
  /** Its own code, or null for a form told as data (declared-form.tsx's code takes it). */
  code: string | null;
  noScript: boolean;
}

describe("the forms' registries follow from the forms' own files", () => {
  it("form-code.ts and no-script-declared.ts are what scripts/forms-registry.mjs derives (run it after adding a form)", () => {
    for (const [file, text] of Object.entries(formsRegistry(ROOT) as Record<string, string>)) expect(read(file), file).toBe(text);
  });

  it("every form a declaration renders through FormIsland has its code in the loaders", () => {
    const forms = declaredForms(ROOT) as DeclaredForm[];
    for (const form of forms) {
      const islands = [...new Set([...read(form.declaration).matchAll(/<FormIsland\s+form="(\w+)"/g)].map((match) => match[1]))];
      const told = /<DeclaredForm(ByKey)?\b/.test(read(form.declaration));
      if (form.code) expect(islands, `${form.declaration} renders its own code`).toEqual([form.name]);
      else expect(told, `${form.declaration} is told as data (DeclaredForm)`).toBe(true);
    }
    expect(forms.filter((form) => form.code).map((form) => form.name).sort()).toEqual(["declared", "risk", "signIn", "signUp"]);
    expect(forms.filter((form) => !form.code).map((form) => form.name).sort()).toEqual(["contact", "lead", "newsletter"]);
  });

  it("every form that posts without JavaScript is found by the no-script route, and only those", () => {
    const forms = declaredForms(ROOT) as DeclaredForm[];
    // Named to its markup as a prop, or in the data it is drawn from when that is kept by key.
    const posting = forms.filter((form) => /\snoScript="\w+"|noScript: \{ form: "\w+"/.test(read(form.declaration))).map((form) => form.name);
    expect(forms.filter((form) => form.noScript).map((form) => form.name)).toEqual(posting);
    expect(posting.sort()).toEqual(["contact", "lead", "newsletter"]);
  });
});
