import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AccessLogView } from "@/components/records/access-log-view";
import { RangeFlag } from "@/components/records/range-flag";
import { RecordsTabs } from "@/components/records/records-tabs";
import { PersonSwitch } from "@/components/records/person-switch";
import { TrendChart, type TrendResult } from "@/components/records/trend-chart";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

afterEach(cleanup);

const MESSAGES = { ar, en } as const;
const inLocale = (locale: "ar" | "en", node: ReactNode) =>
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Asia/Riyadh">
      <div dir={locale === "ar" ? "rtl" : "ltr"}>{node}</div>
    </NextIntlClientProvider>,
  );

const HBA1C: TrendResult[] = [
  { id: "r1", at: "2026-01-12T08:30:00+03:00", value: 5.4, flag: null },
  { id: "r2", at: "2026-05-10T08:30:00+03:00", value: 5.9, flag: "high" },
  { id: "r3", at: "2026-11-02T23:30:00+03:00", value: 6.3, flag: "high" },
];

describe("TrendChart", () => {
  it("hides the drawing from screen readers and says every result in a real table, newest first, with its flag in words", () => {
    inLocale("en", <TrendChart test="HbA1c" unit="%" results={HBA1C} range={{ low: 4, high: 5.6 }} />);
    const drawings = [...document.querySelectorAll("svg")];
    expect(drawings.map((svg) => [svg.getAttribute("data-width"), svg.getAttribute("aria-hidden")])).toEqual([
      ["narrow", "true"],
      ["wide", "true"],
    ]);
    const table = screen.getByRole("table", { name: "HbA1c (%) over time" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["2 November 20266.3 %↑High", "10 May 20265.9 %↑High", "12 January 20265.4 %Within range"]);
    // The day of a late-evening result is the day where it was taken, not the next UTC one.
    expect(within(table).getByRole("rowheader", { name: "2 November 2026" })).toBeTruthy();
    expect(screen.getByText("Shaded band: reference range 4–5.6 %")).toBeTruthy();
    expect(screen.getByText("Oldest on the left, newest on the right.")).toBeTruthy();
  });

  it("draws the band, and each out-of-range result apart from the others (shape, not colour alone)", () => {
    inLocale("en", <TrendChart test="HbA1c" unit="%" results={HBA1C} range={{ low: 4, high: 5.6 }} />);
    for (const svg of document.querySelectorAll("svg")) {
      expect(svg.querySelectorAll("[data-band]")).toHaveLength(1);
      expect(svg.querySelectorAll("[data-point='outside']")).toHaveLength(2);
      expect(svg.querySelectorAll("[data-point='inside']")).toHaveLength(1);
      // A ring and a dot for each of the two outside, a dot for the one inside.
      expect(svg.querySelectorAll("[data-point='outside'] circle")).toHaveLength(4);
    }
  });

  it("runs right to left in Arabic: the newest result drawn at the left, months in Arabic, digits Latin as on the rest of the site", () => {
    inLocale("ar", <TrendChart test="السكر التراكمي" unit="%" results={HBA1C} range={{ low: 4, high: 5.6 }} />);
    for (const svg of document.querySelectorAll("svg")) {
      expect(svg.getAttribute("data-direction")).toBe("rtl");
      const xs = [...svg.querySelectorAll("[data-point] circle:last-child, circle[data-point]")].map((c) => Number(c.getAttribute("cx")));
      // Drawn in time order: oldest first, so the x positions fall from right to left.
      expect(xs).toEqual([...xs].sort((a, b) => b - a));
      // The Arabic date labels run right to left, anchored at their outer edge.
      expect([...svg.querySelectorAll("text[direction='rtl']")].length).toBeGreaterThan(2);
    }
    const table = screen.getByRole("table", { name: "السكر التراكمي (%) عبر الوقت" });
    expect(within(table).getAllByRole("row")[1]!.textContent).toContain("2 نوفمبر 2026");
    expect(within(table).getAllByRole("row")[1]!.textContent).toContain("مرتفع");
    expect(screen.getByText("الأقدم على اليمين والأحدث على اليسار.")).toBeTruthy();
  });
});

describe("RangeFlag", () => {
  it("says an out-of-range result in words, with a decorative arrow", () => {
    inLocale("en", <RangeFlag flag="critical_low" />);
    const flag = document.querySelector("[data-flag='critical_low']")!;
    expect(flag.textContent).toBe("↓↓Critically low");
    expect(flag.querySelector("[aria-hidden='true']")!.textContent).toBe("↓↓");
  });

  it("says nothing for a result within its range", () => {
    const { container } = inLocale("ar", <RangeFlag flag={null} />);
    expect(container.textContent).toBe("");
  });

  it("has a word for every flag in both languages", () => {
    for (const locale of ["ar", "en"] as const) {
      for (const flag of ["high", "low", "critical_high", "critical_low", "abnormal"] as const) {
        const { container, unmount } = inLocale(locale, <RangeFlag flag={flag} />);
        expect(container.textContent!.replace(/[↑↓!]/g, "").trim().length, `${locale} ${flag}`).toBeGreaterThan(1);
        unmount();
      }
    }
  });
});

describe("RecordsTabs", () => {
  it("links every part of the record with the tab in the URL, the person kept, the current one marked", () => {
    inLocale("en", <RecordsTabs basePath="/en/profile/records" current="reports" person={42} />);
    const nav = screen.getByRole("navigation", { name: "Parts of the health record" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Results", "/en/profile/records?tab=results&person=42"],
      ["Visits", "/en/profile/records?tab=visits&person=42"],
      ["Prescriptions", "/en/profile/records?tab=prescriptions&person=42"],
      ["Reports", "/en/profile/records?tab=reports&person=42"],
      ["Allergies", "/en/profile/records?tab=allergies&person=42"],
      ["Access log", "/en/profile/records?tab=access-log&person=42"],
    ]);
    expect(links.filter((l) => l.getAttribute("aria-current") === "page").map((l) => l.textContent)).toEqual(["Reports"]);
  });

  it("names the tabs in Arabic, the account holder's record without a person", () => {
    inLocale("ar", <RecordsTabs basePath="/profile/records" current="results" person={null} />);
    const current = screen.getByRole("link", { current: "page" });
    expect(current.textContent).toBe("النتائج");
    expect(current.getAttribute("href")).toBe("/profile/records?tab=results");
    expect(screen.getByRole("link", { name: "سجل الاطلاع" }).getAttribute("href")).toBe("/profile/records?tab=access-log");
  });
});

describe("PersonSwitch", () => {
  const persons = [
    { family_member_id: null, relation: "self" as const, full_name: "Huda Al-Harbi", date_of_birth: null },
    { family_member_id: 7, relation: "child" as const, full_name: "Sara Al-Harbi", date_of_birth: "2016-04-02" },
  ];

  it("switches between the holder and each linked child, on the same tab", () => {
    inLocale("en", <PersonSwitch basePath="/en/profile/records" persons={persons} current={7} tab="visits" />);
    const links = screen.getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href"), l.getAttribute("aria-current")])).toEqual([
      ["Huda Al-Harbi (you)", "/en/profile/records?tab=visits", null],
      ["Sara Al-Harbi", "/en/profile/records?tab=visits&person=7", "page"],
    ]);
  });

  it("is not shown for one person", () => {
    const { container } = inLocale("en", <PersonSwitch basePath="/en/profile/records" persons={persons.slice(0, 1)} current={null} tab="results" />);
    expect(container.textContent).toBe("");
  });
});

describe("AccessLogView", () => {
  it("names each reader, the account itself as you, and a reader whose account was deleted as such", () => {
    inLocale(
      "en",
      <AccessLogView
        entries={[
          { id: 3, at: "2026-11-02T09:00:00Z", what: "visits", viewer: { name: "", is_you: false } },
          { id: 2, at: "2026-11-01T09:00:00Z", what: "results", viewer: { name: "Huda Salem", is_you: false } },
          { id: 1, at: "2026-10-31T09:00:00Z", what: "allergies", viewer: { name: "Lina Saad", is_you: true } },
        ]}
      />,
    );
    const rows = within(screen.getByTestId("access-log")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual(["A deleted account", "Huda Salem", "Lina Saad (you)"]);
  });
});
