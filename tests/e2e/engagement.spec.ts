import { expect, type Locator, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./helpers/axe";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";
import { HOLD_RELEASE_MS } from "../../lib/forms/hold-early-submits";
import { ENGAGEMENT, type Lang } from "./helpers/engagement-texts";
import { test } from "./helpers/test";

/*
 * Engagement (issue 22) in a browser, each flow in one language (they alternate): a contact
 * message sent by keyboard and the fourth within a minute refused; a press made before the page's
 * code runs, held and sent by it, or sent as a plain post when the code never comes; the contact
 * form and the answers to forms sent by a browser without JavaScript, through axe; newsletter
 * subscribe by keyboard, duplicate and unsubscribe from the email's link; the FINDRISC risk
 * assessment for every band; a survey answered step by step with a reload mid-way, then refused
 * when answered again; a landing page opened from an ad URL with UTM parameters to its thank-you
 * page with the lead in the unit's inbox. Keyboard paths and axe at 375 and 1280 px.
 * What needs no browser (the forms sent without JavaScript in both languages, the other
 * language's messages of contact, newsletter, survey and landing page) is in
 * engagement-http.spec.ts. Each test comes from its own address (the test header of
 * server/visitor-address.mjs), so the per-IP limits count it apart.
 */

const BACKEND = `http://localhost:${process.env.E2E_BACKEND_PORT ?? "4010"}`;
const run = `${Date.now() % 1_000_000}`;

const L = ENGAGEMENT;

let ipCounter = 0;
async function ownIp(page: Page) {
  ipCounter += 1;
  const octet = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ [TEST_ADDRESS_HEADER]: `10.${ipCounter % 250}.${octet()}.${octet()}` });
}

type ContactValues = Record<"name" | "phone" | "email" | "subject" | "message", string>;

/** Types a whole contact message into `scope` (the page's form, or the answer page's). */
async function fillContact(scope: Locator, lang: Lang, values: ContactValues) {
  for (const [field, value] of Object.entries(values) as Array<[keyof ContactValues, string]>) {
    await scope.getByLabel(L[lang].contactFields[field], { exact: true }).fill(value);
  }
}

async function outbox(to: string): Promise<Array<{ subject: string | null; body: string }>> {
  const res = await fetch(`${BACKEND}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: Array<{ subject: string | null; body: string }> }).data;
}

/** The page at rest (no pointer over a button, holding it in its hover colours) through axe at 375 and 1280 px. */
async function axeAtBothWidths(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessibleAtBothWidths(page);
}

test.describe("contact", () => {
  test("en: a message is sent by keyboard, the fourth within a minute from the same phone is refused, values kept", async ({ page }) => {
    // Four sends through the server action (each checked by the backend) and axe at two widths.
    test.setTimeout(60_000);
    const lang = "en";
    const t = L[lang];
    await ownIp(page);
    await page.goto(t.contact);
    const form = page.locator("#contact-form");
    const phone = `0551${run.padStart(6, "0")}`;
    const fill = async (n: number) => {
      await fillContact(form, lang, {
        name: "Sara Ahmed",
        phone,
        email: `contact-${lang}-${run}-${n}@example.com`,
        subject: "Appointments",
        message: `Question number ${n} about visiting hours`,
      });
    };
    // Before the page runs the form is plain markup (a press would post it natively).
    await expect(form.locator('[data-hydrated="true"]')).toBeAttached();
    // Empty: every field names its error, linked to its input.
    await form.getByRole("button", { name: t.send }).click();
    const name = form.getByLabel(t.contactFields.name, { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await axeAtBothWidths(page);
    for (let n = 1; n <= 3; n++) {
      await fill(n);
      // The last field is sent with Enter from the subject box: a keyboard submission.
      await form.getByLabel(t.contactFields.subject, { exact: true }).press("Enter");
      await expect(form.getByRole("status")).toHaveText(t.thanks);
      await expect(name).toHaveValue("");
    }
    await fill(4);
    await form.getByRole("button", { name: t.send }).click();
    await expect(form.getByRole("alert")).toHaveText(t.tooMany);
    await expect(name).toHaveValue("Sara Ahmed");
    await expect(form.getByLabel(t.contactFields.message, { exact: true })).toHaveValue("Question number 4 about visiting hours");
    const inbox = await outbox("info@alnada-hospital.example");
    expect(inbox.some((m) => m.body.includes("Question number 3 about visiting hours") && m.body.includes(phone))).toBe(true);
    expect(inbox.some((m) => m.body.includes("Question number 4 about visiting hours") && m.body.includes(phone))).toBe(false);
  });

  test("ar: a press before the page runs is held, nothing typed is lost, and it is sent once the page runs", async ({ page }) => {
    const lang = "ar";
    const t = L[lang];
    await ownIp(page);
    // The page's scripts wait at the gate: what a slow phone sees for its first seconds.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route("**/_next/static/chunks/**/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    // The document's end waits for its scripts: wait for the form itself.
    await page.goto(t.contact, { waitUntil: "commit" });
    const form = page.locator("#contact-form");
    await expect(form.getByRole("button", { name: t.send })).toBeVisible();
    const phone = `0552${run.padStart(6, "0")}`;
    const message = `Held question ${lang}-${run} about parking`;
    await fillContact(form, lang, { name: "Huda Saleh", phone, email: `held-${lang}-${run}@example.com`, subject: "Parking", message });
    await form.getByRole("button", { name: t.send }).click();
    // Held on the page: no navigation, the markup still there with what was typed.
    await expect(form.locator('[data-hydrated="false"]')).toBeAttached();
    expect(await page.evaluate(() => window.__heldSubmits?.length)).toBe(1);
    await expect(form.getByLabel(t.contactFields.message, { exact: true })).toHaveValue(message);
    // The press shows it was taken: the form is busy, its button shows the wait.
    await expect(form.locator("form[data-held]")).toHaveAttribute("aria-busy", "true");

    open();
    await expect(form.getByRole("status")).toHaveText(t.thanks);
    const inbox = await outbox("info@alnada-hospital.example");
    expect(inbox.filter((m) => m.body.includes(message))).toHaveLength(1);
  });

  test("en: a press held while the page's code never arrives is sent as a plain post after a while", async ({ page }) => {
    const lang = "en";
    const t = L[lang];
    await ownIp(page);
    // The page's own clock: the wait before the plain post is passed at once, not slept through.
    await page.clock.install();
    // The page's scripts are blocked for good: a filter, a failed network, a broken chunk.
    await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort());
    await page.goto(t.contact, { waitUntil: "commit" });
    const form = page.locator("#contact-form");
    const phone = `0553${run.padStart(6, "0")}`;
    const message = `Stranded question ${lang}-${run} about parking`;
    await fillContact(form, lang, { name: "Huda Saleh", phone, email: `stranded-${lang}-${run}@example.com`, subject: "Parking", message });
    await form.getByRole("button", { name: t.send }).click();
    // Held first (the code may still come)...
    await expect(form.locator("form[data-held]")).toHaveAttribute("aria-busy", "true");
    await page.clock.fastForward(HOLD_RELEASE_MS - 1_000);
    await expect(form.locator("form[data-held]")).toHaveAttribute("aria-busy", "true");
    expect(new URL(page.url()).pathname).toBe(t.contact);
    // ...then sent as the form a browser without scripts sends.
    await page.clock.fastForward(1_000);
    await expect(page).toHaveURL(`${t.prefix}/forms/contact`);
    await expect(page.locator("main").getByRole("status")).toHaveText(t.thanks);
    const inbox = await outbox("info@alnada-hospital.example");
    expect(inbox.filter((m) => m.body.includes(message))).toHaveLength(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ar: contact: sent as a plain form, a mistake comes back with everything typed, then it is sent", async ({ page }) => {
    const lang = "ar";
    const t = L[lang];
    await ownIp(page);
    await page.goto(t.contact);
    const phone = `0554${run.padStart(6, "0")}`;
    const message = `No-script question ${lang}-${run} about visiting hours`;
    // The answer page's form (in its <main>: the footer has a form too).
    const field = (name: keyof typeof t.contactFields) => page.locator("main form").getByLabel(t.contactFields[name], { exact: true });
    await fillContact(page.locator("#contact-form"), lang, {
      name: "Sara Ahmed",
      phone: "12",
      email: `noscript-${lang}-${run}@example.com`,
      subject: "Visiting hours",
      message,
    });
    await page.locator("#contact-form").getByRole("button", { name: t.send }).click();

    await expect(page).toHaveURL(`${t.prefix}/forms/contact`);
    await expect(page.locator("main").getByRole("alert").first()).toHaveText(t.fixErrors);
    await expect(field("phone")).toHaveAttribute("aria-invalid", "true");
    await expect(field("phone")).toHaveValue("12");
    await expect(field("name")).toHaveValue("Sara Ahmed");
    await expect(field("message")).toHaveValue(message);

    await field("phone").fill(phone);
    await page.locator("main").getByRole("button", { name: t.send }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.answer.sent);
    await expect(page.locator("main").getByRole("status")).toHaveText(t.thanks);
    await expect(page.getByRole("link", { name: t.answer.back })).toHaveAttribute("href", t.contact);
    const inbox = await outbox("info@alnada-hospital.example");
    expect(inbox.filter((m) => m.body.includes(message) && m.body.includes(phone))).toHaveLength(1);
  });
});

// axe runs as a script of the page: the answers are checked in a browser that runs scripts, as
// the page a press held too long (above) or a failed script leads to.
test("en: the answers to forms sent without JavaScript pass axe at both widths, with their errors and their thanks", async ({ page }) => {
  // Eight full-page axe runs and four form round trips: more than the default on a busy 2-core host.
  test.setTimeout(60_000);
  const lang = "en";
  const t = L[lang];
  await ownIp(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const send = (form: "contact" | "newsletter" | "lead", values: Record<string, string>, referer: string) =>
    page.request.post(`/api/forms/${form}`, { form: { _locale: lang, ...values }, headers: { origin, referer: `${origin}${referer}` }, maxRedirects: 0 });
  const contact = (values: Record<string, string>) =>
    send("contact", { unit: "", name: "", phone: "12", email: "x", subject: "", message: "", ...values }, t.contact);

  expect((await contact({})).status()).toBe(303);
  await page.goto(`${t.prefix}/forms/contact`);
  await expect(page.locator("main").getByRole("alert").first()).toHaveText(t.fixErrors);
  await axeAtBothWidths(page);
  const phone = `0558${run.padStart(6, "0")}`;
  expect((await contact({ name: "Sara Ahmed", phone, email: `answer-${lang}-${run}@example.com`, subject: "Parking", message: "Is there parking?" })).status()).toBe(303);
  await page.goto(`${t.prefix}/forms/contact`);
  await expect(page.locator("main").getByRole("status")).toHaveText(t.thanks);
  await axeAtBothWidths(page);

  // The newsletter's and the campaign's forms coming back with their errors.
  expect((await send("newsletter", { email: "not-an-email" }, t.contact)).status()).toBe(303);
  await page.goto(`${t.prefix}/forms/newsletter`);
  await expect(page.locator("main").getByText(t.newsletter.invalid)).toBeVisible();
  await axeAtBothWidths(page);
  expect((await send("lead", { _slug: decodeURIComponent(t.landing.path.split("/").pop()!), name: "", phone: "12", message: "" }, t.landing.path)).status()).toBe(303);
  await page.goto(`${t.prefix}/forms/lead`);
  await expect(page.locator("main").getByLabel(t.landing.phone, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await axeAtBothWidths(page);
});

test.describe("newsletter", () => {
  test("ar: subscribe by keyboard, a duplicate is named, the email's link unsubscribes without signing in", async ({ page }) => {
    const lang = "ar";
    const t = L[lang];
    await ownIp(page);
    await page.goto(t.prefix || "/");
    const region = page.locator('section[aria-labelledby="newsletter-footer"]');
    const email = region.getByLabel(t.newsletter.email, { exact: true });
    const address = `reader-${lang}-${run}@example.com`;

    await expect(region.locator('[data-hydrated="true"]')).toBeAttached();
    await email.fill("not-an-email");
    await region.getByRole("button", { name: t.newsletter.subscribe }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(region.getByText(t.newsletter.invalid)).toBeVisible();

    await email.fill(address);
    await email.press("Tab");
    await expect(region.getByRole("checkbox", { name: t.newsletter.consent })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: t.newsletter.subscribe })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("status")).toHaveText(t.newsletter.sent);

    await email.fill(address.toUpperCase());
    await region.getByRole("checkbox", { name: t.newsletter.consent }).check();
    await region.getByRole("button", { name: t.newsletter.subscribe }).click();
    await expect(region.getByRole("status")).toHaveText(t.newsletter.exists);
    await expect(email).toHaveValue(address.toUpperCase());
    await axeAtBothWidths(page);

    const [mail] = await outbox(address);
    const link = /\/api\/newsletter\/unsubscribe\?token=[\w-]+&lang=(ar|en)/.exec(mail!.body);
    expect(link?.[1]).toBe(lang);
    await page.context().clearCookies();
    await page.goto(link![0]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.newsletter.unsubscribed);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await axeAtBothWidths(page);
  });
});

test.describe("risk assessment", () => {
  type Case = { band: keyof (typeof L)["en"]["bands"]; score: number; age: string; sex: 0 | 1; h: string; w: string; waist: string; picks: [number, number, number, number, number] };
  const cases: Case[] = [
    { band: "low", score: 0, age: "30", sex: 0, h: "170", w: "64", waist: "80", picks: [0, 0, 1, 1, 0] },
    { band: "slightly-elevated", score: 7, age: "45", sex: 0, h: "170", w: "64", waist: "80", picks: [1, 1, 0, 1, 0] },
    { band: "moderate", score: 12, age: "55", sex: 0, h: "170", w: "80", waist: "95", picks: [0, 0, 1, 0, 0] },
    { band: "high", score: 18, age: "65", sex: 0, h: "170", w: "90", waist: "103", picks: [1, 0, 1, 1, 2] },
    { band: "very-high", score: 26, age: "70", sex: 1, h: "160", w: "95", waist: "110", picks: [1, 1, 0, 0, 2] },
  ];

  /** Opens the questionnaire and answers it for each case in turn, checking each result. */
  async function answer(page: Page, lang: Lang, list: Case[]) {
    const t = L[lang];
    await page.goto(`${t.prefix}/risk-assessment`);
    const form = page.locator("form").filter({ has: page.getByLabel(t.risk.age, { exact: true }) });
    // Radio groups in order: sex, activity, vegetables, blood pressure, glucose, family; options by position.
    const choose = async (group: number, option: number) => form.locator("fieldset").nth(group).getByRole("radio").nth(option).check();
    for (const c of list) {
      await form.getByLabel(t.risk.age, { exact: true }).fill(c.age);
      await choose(0, c.sex);
      await form.getByLabel(t.risk.height, { exact: true }).fill(c.h);
      await form.getByLabel(t.risk.weight, { exact: true }).fill(c.w);
      await form.getByLabel(t.risk.waist, { exact: true }).fill(c.waist);
      for (const [i, pick] of c.picks.entries()) await choose(i + 1, pick);
      await form.getByRole("button", { name: t.risk.submit }).click();
      const result = page.locator("[data-band]");
      await expect(result).toHaveAttribute("data-band", c.band);
      await expect(result.getByRole("heading", { level: 2 })).toContainText(String(c.score));
      await expect(result.getByText(t.bands[c.band], { exact: true })).toBeVisible();
      await expect(result.getByText(t.risk.notDiagnosis)).toBeVisible();
    }
  }

  test("en: every band with its meaning, not a diagnosis, and the way to a doctor", async ({ page }) => {
    await answer(page, "en", cases);
    await axeAtBothWidths(page);
    await page.getByRole("link", { name: L.en.risk.endo }).click();
    await expect(page).toHaveURL(/specialty/);
  });

  test("ar: a band named in Arabic, not a diagnosis, and the way to a doctor", async ({ page }) => {
    await answer(page, "ar", cases.slice(-1));
    await page.getByRole("link", { name: L.ar.risk.endo }).click();
    await expect(page).toHaveURL(/specialty/);
  });
});

test.describe("survey", () => {
  test("ar: step by step with a reload mid-way and Back, home after a few seconds, then a second answer is refused", async ({ page }) => {
    const lang = "ar";
    const t = L[lang];
    await ownIp(page);
    // The page's own clock: the thank-you page's countdown home is passed at once, not slept through.
    await page.clock.install();
    const path = `${t.prefix}/survey/hospital/patient-satisfaction/lead-${lang}-${run}`;
    const email = `survey-${lang}-${run}@example.com`;
    const phone = `0555${run.padStart(6, "0")}`;
    const answerStep = async () => {
      for (const group of await page.locator("form fieldset").all()) await group.getByRole("radio").first().check();
    };
    const next = () => page.getByRole("button", { name: t.survey.next, exact: true }).click();

    await page.goto(path);
    await expect(page.getByText(t.survey.step(1))).toBeVisible();
    await next();
    await expect(page.locator("form fieldset[aria-invalid=true]").first()).toBeVisible();
    await axeAtBothWidths(page);
    await answerStep();
    await next();
    await expect(page.getByText(t.survey.step(2))).toBeVisible();
    await answerStep();
    await page.reload();
    await expect(page.getByText(t.survey.step(2))).toBeVisible();
    await expect(page.locator("form fieldset").first().getByRole("radio").first()).toBeChecked();
    await next();
    await expect(page.getByText(t.survey.step(3))).toBeVisible();
    await page.getByRole("button", { name: t.survey.back }).click();
    await expect(page.getByText(t.survey.step(2))).toBeVisible();
    await next();
    await answerStep();
    await page.locator("form textarea").fill("Shorter waiting times");
    await next();
    await expect(page.getByText(t.survey.step(4))).toBeVisible();
    await page.getByLabel(t.survey.name, { exact: true }).fill("Sara Ahmed");
    await page.getByLabel(t.survey.email, { exact: true }).fill(email);
    await page.getByLabel(t.survey.phone, { exact: true }).fill(phone);
    await page.getByLabel(t.survey.phone, { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/filled\/hospital$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.survey.done);
    await expect(page.getByRole("link", { name: t.survey.goHome })).toBeVisible();
    await axeAtBothWidths(page);
    // Sent home after a few seconds: the countdown's seconds passed one by one on the page's clock.
    await expect(async () => {
      await page.clock.fastForward(1_000);
      expect(new URL(page.url()).pathname).toBe("/");
    }).toPass({ intervals: [100], timeout: 20_000 });

    // Answering again with the same email (no lead this time) is refused.
    await page.goto(`${t.prefix}/survey/hospital/patient-satisfaction`);
    for (let step = 1; step <= 3; step++) {
      await answerStep();
      await next();
    }
    await page.getByLabel(t.survey.name, { exact: true }).fill("Sara Ahmed");
    await page.getByLabel(t.survey.email, { exact: true }).fill(email);
    await page.getByLabel(t.survey.phone, { exact: true }).fill(`0556${run.padStart(6, "0")}`);
    await page.getByRole("button", { name: t.survey.send }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText(t.survey.again);
    await expect(page.getByLabel(t.survey.email, { exact: true })).toHaveValue(email);
  });
});

test.describe("landing page", () => {
  test("en: from an ad URL with UTM parameters to the thank-you page, the lead in the unit's inbox", async ({ page }) => {
    const lang = "en";
    const t = L[lang];
    await ownIp(page);
    const campaign = `e2e-${lang}-${run}`;
    await page.goto(`${t.landing.path}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: t.landing.submit }).click();
    await expect(page.getByLabel(t.landing.name, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await axeAtBothWidths(page);

    await page.getByLabel(t.landing.name, { exact: true }).fill("Omar");
    await page.getByLabel(t.landing.phone, { exact: true }).fill(`0557${run.padStart(6, "0")}`);
    const message: Locator = page.getByLabel(t.landing.message, { exact: true });
    await message.fill(`Please call after 5 pm ${campaign}`);
    await message.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/thankyou-page$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.landing.thanks);
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
    expect(events).toContainEqual(expect.objectContaining({ event: "lead_submitted", utm_source: "google", utm_medium: "cpc", utm_campaign: campaign }));
    await axeAtBothWidths(page);
    const inbox = await outbox("info@alnada-hospital.example");
    expect(inbox.some((m) => m.body.includes(`Please call after 5 pm ${campaign}`) && m.body.includes(`google / cpc / ${campaign}`))).toBe(true);
  });
});
