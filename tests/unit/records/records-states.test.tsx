import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { RecordsNotice } from "@/components/records/records-notice";
import { RECORDS_ERROR_CODES } from "@/lib/contract/records";
import { parseRecordsQuery, recordsSearch } from "@/lib/records/page-query";
import { recordsFailure } from "@/lib/records/read";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

describe("recordsFailure", () => {
  it("reads each refusal of the records routes by its code, and by its status when the body has none", () => {
    expect(recordsFailure(503, RECORDS_ERROR_CODES.notConfigured)).toBe("not_configured");
    expect(recordsFailure(503, RECORDS_ERROR_CODES.hisUnavailable)).toBe("his_unavailable");
    expect(recordsFailure(504, undefined)).toBe("his_unavailable");
    expect(recordsFailure(409, RECORDS_ERROR_CODES.unlinked)).toBe("unlinked");
    expect(recordsFailure(429, undefined)).toBe("rate_limited");
    expect(recordsFailure(404, RECORDS_ERROR_CODES.notFound)).toBe("not_found");
    expect(recordsFailure(500, undefined)).toBe("failed");
  });
});

describe("the page's query", () => {
  it("keeps only the tab, a person id and a page; an unknown tab is the results", () => {
    expect(parseRecordsQuery({})).toEqual({ tab: "results", person: null, page: 1 });
    expect(parseRecordsQuery({ tab: "access-log", person: "12", page: "2" })).toEqual({ tab: "access-log", person: 12, page: 2 });
    expect(parseRecordsQuery({ tab: "nonsense" })).toEqual({ tab: "results", person: null, page: 1 });
    expect(recordsSearch({ tab: "reports", person: 12, page: 1 })).toBe("?tab=reports&person=12");
  });

  it("refuses a person or page that is not a positive integer (the page's 404)", () => {
    for (const bad of [{ person: "abc" }, { person: "0" }, { person: "-3" }, { page: "0" }, { page: "1e3" }]) expect(parseRecordsQuery(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe("RecordsNotice", () => {
  it("says the HIS is down as an alert with a retry of the same page, in both languages", () => {
    for (const [locale, messages, words, retry] of [
      ["en", en, /not answering right now/, "Try again"],
      ["ar", ar, /لا يستجيب الآن/, "أعد المحاولة"],
    ] as const) {
      render(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <RecordsNotice kind="unavailable" retryHref="/profile/records?tab=visits" />
        </NextIntlClientProvider>,
      );
      expect(screen.getByRole("alert").textContent).toMatch(words);
      expect(screen.getByRole("link", { name: retry }).getAttribute("href")).toBe("/profile/records?tab=visits");
      cleanup();
    }
  });

  it("says a partial answer politely (what came is shown around it), and offers no retry when asked to wait", () => {
    const { rerender } = render(
      <NextIntlClientProvider locale="en" messages={en}>
        <RecordsNotice kind="partial" retryHref="/en/profile/records" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("status").textContent).toMatch(/only part of this list/);
    rerender(
      <NextIntlClientProvider locale="en" messages={en}>
        <RecordsNotice kind="rateLimited" retryHref="/en/profile/records" />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole("link")).toBeNull();
  });
});
