import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Survey } from "@/lib/contract/engagement";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

vi.mock("@/lib/engagement/survey-actions", () => ({ submitSurvey: vi.fn() }));
vi.mock("@/lib/i18n/router", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
const { SurveyWizard } = await import("@/components/survey/survey-wizard");

const survey: Survey = {
  id: 1,
  slug: "visit",
  title: "Your visit",
  intro: "Tell us about your visit so we can improve our care.",
  business_unit: { id: 1, key: "hospital", name: "Hospital" },
  steps: 3,
  questions: [1, 2, 3].map((step) => ({ id: step, step, type: "toggle" as const, label: `Question ${step}`, required: false, options: [] })),
};

afterEach(cleanup);

describe("the survey's step counter", () => {
  it.each([["en", en] as const, ["ar", ar] as const])("counts every step, the respondent's details too (%s)", (locale, messages) => {
    window.history.replaceState(null, "", "/survey?step=1");
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <SurveyWizard locale={locale} survey={survey} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("survey-step").textContent).toBe(locale === "en" ? "Step 1 of 4" : "الخطوة 1 من 4");
  });

  it("counts the respondent's details as the last of the steps it announced", async () => {
    window.history.replaceState(null, "", "/survey?step=4");
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SurveyWizard locale="en" survey={survey} />
      </NextIntlClientProvider>,
    );
    expect((await screen.findByText("Your details")).tagName).toBe("H2");
    expect(screen.getByTestId("survey-step").textContent).toBe("Step 4 of 4");
  });
});
