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
  code: string;
  declaration: string;
  noScript: boolean;
}

describe("the forms' registries follow from the forms' own files", () => {
  it("form-code.ts and declared.ts are what scripts/forms-registry.mjs derives (run it after adding a form)", () => {
    for (const [file, text] of Object.entries(formsRegistry(ROOT) as Record<string, string>)) expect(read(file), file).toBe(text);
  });

  it("every form a declaration renders through FormIsland has its code in the loaders", () => {
    const forms = declaredForms(ROOT) as DeclaredForm[];
    const names = new Set(forms.map((form) => form.name));
    for (const form of forms) {
      const used = [...read(form.declaration).matchAll(/<FormIsland\s+form="(\w+)"/g)].map((match) => match[1]);
      expect(used, `${form.declaration} renders its own form`).toEqual([form.name]);
    }
    expect([...names].sort()).toEqual(["contact", "lead", "newsletter", "risk", "signIn", "signUp"]);
  });

  it("every form that posts without JavaScript is found by the no-script route, and only those", () => {
    const forms = declaredForms(ROOT) as DeclaredForm[];
    const posting = forms.filter((form) => /<MarkupForm[^>]*\bnoScript="/.test(read(form.declaration))).map((form) => form.name);
    expect(forms.filter((form) => form.noScript).map((form) => form.name)).toEqual(posting);
    expect(posting.sort()).toEqual(["contact", "lead", "newsletter"]);
  });
});
