import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@/lib/contract/accounts";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

vi.mock("@/lib/account/profile-actions", () => ({ updateProfileAction: vi.fn() }));
vi.mock("@/components/account/contact-code-form", () => ({ ContactCodeForm: () => null }));
const { ProfileForm } = await import("@/components/account/profile-form");

const profile: Profile = {
  full_name: "Sara Ahmed",
  second_name: null,
  date_of_birth: "1992-08-01",
  gender: "female",
  blood_type: "AB-",
  weight: 61.5,
  height: 165,
  marital_status: null,
  children_count: 0,
  occupation: null,
  education: "master",
  email: "sara@example.com",
  mobile: "0551234567",
  caffeine_use: "daily",
  smoking_habit: "never",
  alcohol_consumption: null,
  illicit_drug_use: "never",
  dietary_habit: "balanced",
  activity_level: "light",
  wheelchair_use: false,
  organ_donor: null,
};

afterEach(cleanup);

describe("the profile's name", () => {
  it.each([["en", en] as const, ["ar", ar] as const])("is one group of two fields, each saying what it is for (%s)", (locale, messages) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ProfileForm locale={locale} profile={profile} />
      </NextIntlClientProvider>,
    );
    const group = screen.getByRole("group", { name: messages.profile.nameGroup });
    const full = within(group).getByRole("textbox", { name: new RegExp(messages.profile.fullName) });
    const second = within(group).getByRole("textbox", { name: new RegExp(messages.profile.secondName) });
    expect((full as HTMLInputElement).value).toBe("Sara Ahmed");
    expect(full.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(full.getAttribute("aria-describedby")!)?.textContent).toBe(messages.profile.fullNameHint);
    expect(document.getElementById(second.getAttribute("aria-describedby")!)?.textContent).toBe(messages.profile.secondNameHint);
  });
});
