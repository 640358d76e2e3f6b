import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { pickedClientMessages, type MessagesPick } from "@/lib/intl/client-messages";
import { pageClientKeys, type PageClientCode } from "./client-module-keys";

/**
 * The checks every page's list of client messages gets (components/account/*-messages.ts): the page's
 * client code is followed into the modules that translate (`reaches`), each namespace it reads is
 * listed with exactly the keys that code names (a key missing from the list, or one it keeps for
 * nothing, fails), a key the test cannot read fails unless its namespace is sent whole, and every
 * listed key is in both languages' catalogues.
 */
export function describeClientMessages(
  page: string,
  code: PageClientCode & {
    reaches: readonly string[];
    /**
     * Namespaces whose keys are chosen at run time and listed by what the code asks for when run
     * (`validation`, by the form's rules: tests/unit/account/form-validation-keys.test.ts).
     */
    keysProvenByRunning?: readonly string[];
  },
  pick: MessagesPick,
) {
  describe(`the messages the ${page} page sends to its client code`, () => {
    const found = pageClientKeys(code);

    it("follows the page's client code into the modules that translate", () => {
      expect(found.files).toEqual(expect.arrayContaining([...code.reaches]));
    });

    it("lists exactly the keys that code names, each a literal the test can read or of a namespace sent whole", () => {
      expect(Object.keys(pick).sort()).toEqual(code.namespaces.filter((namespace) => found.keys[namespace]!.length > 0 || found.unreadable[namespace]!.length > 0).sort());
      for (const namespace of code.namespaces) {
        const listed = pick[namespace];
        if (code.keysProvenByRunning?.includes(namespace)) {
          expect(listed, `${namespace}: its keys are listed, not sent whole`).not.toBe("all");
          continue;
        }
        if (listed === "all") {
          expect(found.unreadable[namespace], `${namespace} is sent whole: a key of it is built at run time`).not.toEqual([]);
          continue;
        }
        expect(found.unreadable[namespace], namespace).toEqual([]);
        expect([...(listed ?? [])].sort(), namespace).toEqual(found.keys[namespace]);
      }
    });

    it("finds every listed key in both languages' catalogues, so the page's subset has it", () => {
      for (const messages of [ar, en] as Record<string, unknown>[]) {
        for (const [namespace, keys] of Object.entries(pick)) {
          if (keys === "all") continue;
          const subset = pickedClientMessages(messages, pick)[namespace] as Record<string, unknown>;
          expect(Object.keys(subset).sort(), namespace).toEqual([...keys].sort());
          for (const key of keys) expect(subset[key], `${namespace}.${key}`).toBe((messages[namespace] as Record<string, unknown>)[key]);
        }
      }
    });
  });
}
