import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { CLIENT_MESSAGE_NAMESPACES, SITE_WIDE_CLIENT_MESSAGES, siteWideClientMessages } from "@/lib/intl/client-messages";
import { keysNamedByHooks } from "./site-wide-client-keys";

const named = keysNamedByHooks(CLIENT_MESSAGE_NAMESPACES);

function has(messages: Record<string, unknown>, key: string): boolean {
  let value: unknown = messages;
  for (const part of key.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return value !== undefined;
}

describe("the messages every page sends its client code (SITE_WIDE_CLIENT_MESSAGES)", () => {
  it("finds the keys the code names", () => {
    expect([...named.keys.get("errors")!]).toContain("errorTitle");
    expect([...named.keys.get("common")!]).toContain("signIn");
  });

  it.each(CLIENT_MESSAGE_NAMESPACES)("sends %s whole if the code builds a key of it at run time", (namespace) => {
    if (named.dynamic.has(namespace)) expect(SITE_WIDE_CLIENT_MESSAGES[namespace], named.dynamic.get(namespace)!.join("\n")).toBe("all");
  });

  it.each([
    ["ar", ar],
    ["en", en],
  ] as const)("holds every key the code names, in %s", (_, messages) => {
    const subset = siteWideClientMessages(messages);
    for (const [namespace, keys] of named.keys) {
      for (const key of keys) expect(has(subset[namespace] as Record<string, unknown>, key), `${namespace}.${key}`).toBe(true);
    }
  });
});
