import { expect, type Page } from "@playwright/test";
import { BACKEND, outboxCode } from "./helpers/backend";
import { newPatient } from "./helpers/booking";
import { addChild } from "./helpers/records";
import { waitForRuntime } from "./helpers/runtime";
import { signInByHealthRecord, signInByRequest } from "./helpers/session";
import { test } from "./helpers/test";

/*
 * "My health record" in a browser (issue 53), for what a response alone cannot show: moving
 * between tabs and persons by their links, opening a test's trend, and a password account linking
 * itself with the code sent to the mobile the HIS holds, in English. What each tab shows in both
 * languages (the charts' right-to-left order in Arabic included), the PDF and the 404s are in
 * records-http.spec.ts; axe on every tab is the sweep's (accessibility.spec.ts).
 */

const TABS_NAME = "Parts of the health record";

async function openTab(page: Page, name: string, tab: string) {
  const nav = page.getByRole("navigation", { name: TABS_NAME });
  await nav.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("tab") === tab);
  await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

async function openTrend(page: Page) {
  const summary = page.locator("[data-testid='trend-details'] summary").filter({ hasText: /^Hemoglobin A1c: 4 results/ });
  await summary.click();
  const table = page.getByRole("table", { name: "Hemoglobin A1c (%) over time" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(5);
}

test("a patient moves between the record's tabs and persons and opens a trend (en)", async ({ page }) => {
  const patient = await signInByHealthRecord(page.context(), "en");
  await addChild(page.request, patient, "Sara Test");
  await page.goto("/en/profile/records");
  await waitForRuntime(page);
  await openTrend(page);

  await openTab(page, "Visits", "visits");
  await expect(page.getByTestId("visit").first()).toBeVisible();
  await page.getByRole("link", { name: "Sara Test", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "visits" && url.searchParams.has("person"));
  await expect(page.getByRole("link", { name: "Sara Test", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("visit").first()).toBeVisible();
  // Back to the holder: the person switch names them as "you".
  await page.getByRole("link", { name: /\(you\)$/ }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("person"));
  await openTab(page, "Results", "results");
});

test("a password account links its record with the code sent to the mobile the hospital holds (en)", async ({ page }) => {
  const record = (await (await page.request.post(`${BACKEND}/__test__/phr/patients`)).json()) as { medical_record_number: string; mobile: string };
  await signInByRequest(page.context(), await newPatient(page.request), "en");
  await page.goto("/en/profile/records");
  await waitForRuntime(page);
  const form = page.getByTestId("records-link-identifier");
  await form.getByLabel("National ID or medical record number").fill("12345");
  await form.getByRole("button", { name: "Send the code" }).click();
  await expect(form.getByText("Enter a national ID (10 digits starting with 1 or 2) or a medical record number (6 to 9 digits).")).toBeVisible();
  await form.getByLabel("National ID or medical record number").fill(record.medical_record_number);
  await form.getByRole("button", { name: "Send the code" }).click();

  const step = page.getByTestId("records-link-code");
  await expect(step.getByRole("heading", { name: "Enter the code" })).toBeFocused();
  const code = await outboxCode(page.request, record.mobile);
  await step.getByLabel("4-digit code").fill(code === "0000" ? "1111" : "0000");
  await step.getByRole("button", { name: "Link my record" }).click();
  await expect(step.getByRole("alert").first()).not.toBeEmpty();
  await step.getByLabel("4-digit code").fill(code);
  await step.getByRole("button", { name: "Link my record" }).click();
  // Linked: the page is read again and shows the record's results.
  await expect(page.getByTestId("panel-group").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: TABS_NAME })).toBeVisible();
});
