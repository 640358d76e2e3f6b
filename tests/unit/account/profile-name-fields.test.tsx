import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { PROFILE } from "../support/profile";

vi.mock("@/lib/account/profile-actions", () => ({ updateProfileAction: vi.fn() }));
vi.mock("@/components/account/contact-code-form", () => ({ ContactCodeForm: () => null }));
const { ProfileForm } = await import("@/components/account/profile-form");

afterEach(cleanup);

describe("the profile's name", () => {
  it.each([["en", en] as const, ["ar", ar] as const])("is one group of two fields, each saying what it is for (%s)", (locale, messages) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ProfileForm locale={locale} profile={PROFILE} />
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
