import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { ACCOUNT_PRIVACY_MESSAGES } from "@/components/account/account-privacy-messages";
import { FAMILY_MANAGER_MESSAGES } from "@/components/account/family-manager-messages";
import { PROFILE_FORM_MESSAGES } from "@/components/account/profile-form-messages";
import { MY_APPOINTMENTS_MESSAGES } from "@/components/booking/my-appointments-messages";
import { LINK_RECORD_MESSAGES } from "@/components/records/link-record-messages";
import { SITE_WIDE_CLIENT_MESSAGES, type MessagesPick } from "@/lib/intl/client-messages";
import { pathsNotSent, pathsRead } from "../intl/client-pick-coverage";

// The functions the profile's forms hand their translator to (the schemas' labels and messages).
const takers = [
  { name: "profileFormText", file: "lib/account/profile-text.ts", parameter: "t" },
  { name: "familyFormText", file: "lib/account/family-text.ts", parameter: "t" },
];

/*
 * The profile page (/profile) and the health record's link form (/profile/records) send each client
 * section only what its code reads: these lists, beside the sections, on top of the site-wide keys.
 * A key a section reads that its list does not send would show as its path on screen.
 */
describe.each([
  ["the family section", "components/account/family-manager.tsx", FAMILY_MANAGER_MESSAGES, ["components/account/family-member-form.tsx", "components/forms/use-validation-t.ts"]],
  ["the personal information form", "components/account/profile-form.tsx", PROFILE_FORM_MESSAGES, ["components/account/contact-code-form.tsx"]],
  ["the privacy section", "components/account/account-privacy.tsx", ACCOUNT_PRIVACY_MESSAGES, ["components/account/delete-account-form.tsx", "components/account/resend-code.tsx", "components/account/password-input.tsx"]],
  ["my appointments", "components/booking/my-appointments.tsx", MY_APPOINTMENTS_MESSAGES, ["components/booking/reschedule-flow.tsx", "components/booking/slot-picker.tsx", "components/booking/hold-countdown.tsx"]],
  ["the record's link form", "components/records/link-record-form.tsx", LINK_RECORD_MESSAGES, []],
] as const)("the messages %s is sent", (_, entry, pick: MessagesPick, reaches) => {
  const read = pathsRead([entry], takers);

  it("follows its client code into the modules that translate", () => {
    expect(read.files).toEqual(expect.arrayContaining([...reaches]));
  });

  it("hold every key that code reads, with the site-wide ones", () => {
    expect(read.paths.length).toBeGreaterThan(0);
    expect(pathsNotSent(read.paths, pick, SITE_WIDE_CLIENT_MESSAGES)).toEqual([]);
  });

  it("name only keys of its own namespaces, each one in both languages' catalogues, none kept for nothing", () => {
    const namespacesRead = new Set(read.paths.map((path) => path.split(".")[0]));
    for (const [namespace, keys] of Object.entries(pick)) {
      expect(namespacesRead, namespace).toContain(namespace);
      // Whole only where the code builds its keys at run time (`validation`, by the rule).
      if (keys === "all") {
        expect(read.paths, namespace).toContain(`${namespace}.?`);
        continue;
      }
      for (const key of keys) {
        expect(read.paths.some((path) => path === `${namespace}.${key}` || path.startsWith(`${namespace}.${key}.`)), `${namespace}.${key} is read`).toBe(true);
        for (const messages of [ar, en] as Record<string, Record<string, unknown>>[]) expect(messages[namespace]?.[key], `${namespace}.${key}`).toBeDefined();
      }
    }
  });
});
