import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";

/** Sentences the backend or a form still words as SPEC §5/§8 quote them, lowercase on purpose, until their contract moves. */
const SPEC_WORDING = new Set([
  "risk.save.saved",
  "booking.chooseBranchFirst",
  "booking.noSlots",
  "server.contact.tooMany",
  "server.newsletter.sent",
  "server.newsletter.exists",
  "server.newsletter.unsubscribed",
  "server.survey.answeredBefore",
  "server.risk.saved",
  "server.otp.resent",
  "server.profile.updated",
  "server.profile.wrongPassword",
  "server.booking.cancelled",
  "server.payments.method.cash",
]);

function* leaves(tree: unknown, path = ""): Generator<[string, string]> {
  if (typeof tree === "string") yield [path, tree];
  else if (tree && typeof tree === "object") for (const [key, value] of Object.entries(tree)) yield* leaves(value, path ? `${path}.${key}` : key);
}

describe("English messages", () => {
  it("start with a capital when they are sentences shown to a patient", () => {
    const lowercase = [...leaves(en)]
      .filter(([, text]) => /^[a-z]/.test(text) && text.includes(" "))
      // A divider ("or continue with") and placeholders ("e.g. …") are not sentences.
      .filter(([key]) => !/(orContinueWith|Placeholder)$/.test(key) && !SPEC_WORDING.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(lowercase).toEqual([]);
  });
});
