import { describe, expect, it } from "vitest";
import { profileFormSchema, toProfileForm, toProfileRequest } from "@/lib/account/profile-schema";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { PROFILE_CHOICES, ProfileUpdateRequestSchema } from "@/lib/contract/accounts";
import { englishMessages } from "@/lib/validation";
import { PROFILE } from "../support/profile";

const text = {
  labels: { fullName: "Full name", secondName: "Second name", email: "Email", mobile: "Mobile" },
  weightRange: "weight range",
  heightRange: "height range",
  childrenRange: "children range",
  dateInvalid: "date invalid",
  occupationMax: "occupation max",
};

describe("profile form", () => {
  it("every choice of the contract has a label in both languages", () => {
    for (const messages of [ar, en]) {
      const choices = (messages.profile as { choices: Record<string, Record<string, string>> }).choices;
      for (const [field, values] of Object.entries(PROFILE_CHOICES)) {
        for (const value of values) expect(choices[field]?.[value], `${field}.${value}`).toBeTruthy();
      }
    }
  });

  it("round-trips a saved profile through the form into a body the backend accepts", () => {
    const parsed = profileFormSchema(text, englishMessages).parse(toProfileForm(PROFILE));
    const body = toProfileRequest(parsed);
    expect(body).toEqual(PROFILE);
    expect(ProfileUpdateRequestSchema.parse(body)).toEqual(PROFILE);
  });

  it("refuses names with digits, numbers out of range and future dates, with the given messages", () => {
    const form = toProfileForm(PROFILE);
    const result = profileFormSchema(text, englishMessages).safeParse({
      ...form,
      full_name: "Sara 2",
      weight: "900",
      height: "170.5",
      children_count: "-1",
      date_of_birth: "2999-01-01",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({
      full_name: "Full name may contain letters and spaces only",
      weight: "weight range",
      height: "height range",
      children_count: "children range",
      date_of_birth: "date invalid",
    });
  });
});
