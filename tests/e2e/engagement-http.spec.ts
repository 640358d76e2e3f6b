import { expect, type APIRequestContext } from "@playwright/test";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";
import { BACKEND } from "./helpers/backend";
import { fetchPage, payloadOf, type FetchedPage, type Lang } from "./helpers/html";
import { ENGAGEMENT } from "./helpers/engagement-texts";
import { formData, labelled } from "./helpers/html-form";
import { testNetworkAddress } from "./helpers/visitor";
import { test } from "./helpers/test";

/*
 * Engagement (issue 22) with no browser: the contact, newsletter and campaign forms as a browser
 * without JavaScript sends them (the page's own form, its fields filled by their labels, posted
 * with the page as its Referer to the form's action, the answer read after the redirect), in both
 * languages; and the other language's part of the flows engagement.spec.ts walks in one: contact's
 * thanks and its limit of three a minute in Arabic, the newsletter's duplicate and its
 * unsubscribe link in English, the survey's first step and thank-you page in English, a campaign
 * page kept out of search results. Each test comes from an address of its own.
 */

const run = `${Date.now() % 1_000_000}`;

const L = ENGAGEMENT;

const LANGS: Lang[] = ["en", "ar"];
const text = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
type ContactValues = Record<keyof (typeof L)["en"]["contactFields"], string>;

async function outbox(request: APIRequestContext, to: string): Promise<Array<{ body: string }>> {
  return ((await (await request.get(`${BACKEND}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: Array<{ body: string }> }).data;
}

/**
 * A visitor of one address: reads pages and sends their forms as a browser without JavaScript
 * does (a same-origin POST with the page as Referer), and follows the answer's redirect.
 */
function visitor(request: APIRequestContext) {
  const address = testNetworkAddress();
  const headers = { [TEST_ADDRESS_HEADER]: address };
  const read = (path: string) => fetchPage(request, path, { headers });
  return {
    read,
    /** Posts `form` of `page` as it stands; the 303's target, read. */
    async send(page: FetchedPage, form: HTMLFormElement): Promise<FetchedPage> {
      expect(form.getAttribute("method")).toBe("post");
      const response = await request.post(form.getAttribute("action")!, {
        form: Object.fromEntries(formData(form)),
        headers: { ...headers, origin: page.url.origin, referer: page.url.href },
        maxRedirects: 0,
      });
      expect(response.status(), await response.text()).toBe(303);
      return read(decodeURI(response.headers()["location"]!));
    },
  };
}

const contactForm = (page: FetchedPage) => {
  const form = page.doc.querySelector<HTMLFormElement>("#contact-form form, main form");
  expect(form, "the contact form").toBeTruthy();
  return form!;
};

function fillContact(form: HTMLFormElement, lang: Lang, values: Partial<ContactValues>) {
  for (const [field, value] of Object.entries(values) as Array<[keyof ContactValues, string]>) {
    labelled<HTMLInputElement | HTMLTextAreaElement>(form, L[lang].contactFields[field]).value = value;
  }
}

for (const lang of LANGS) {
  const t = L[lang];

  test.describe(`forms sent without JavaScript (${lang})`, () => {
    test("contact: a mistake comes back with everything typed and its error, then it is sent, with the way back", async ({ request }) => {
      const as = visitor(request);
      const page = await as.read(t.contact);
      const phone = `0559${lang === "en" ? 1 : 2}${run.padStart(6, "0").slice(-5)}`;
      const message = `Plain question ${lang}-${run} about visiting hours`;
      const form = contactForm(page);
      fillContact(form, lang, { name: "Sara Ahmed", phone: "12", email: `plain-${lang}-${run}@example.com`, subject: "Visiting hours", message });
      const mistake = await as.send(page, form);
      expect(decodeURI(mistake.url.pathname)).toBe(`${t.prefix}/forms/contact`);
      const main = mistake.doc.querySelector("main")!;
      expect(text(main.querySelector('[role="alert"]'))).toBe(t.fixErrors);
      const again = contactForm(mistake);
      expect(labelled(again, t.contactFields.phone).getAttribute("aria-invalid")).toBe("true");
      expect(labelled(again, t.contactFields.phone).value).toBe("12");
      expect(labelled(again, t.contactFields.name).value).toBe("Sara Ahmed");
      expect(labelled<HTMLTextAreaElement>(again, t.contactFields.message).value).toBe(message);

      fillContact(again, lang, { phone });
      const sent = await as.send(mistake, again);
      expect(text(sent.doc.querySelector("h1"))).toBe(t.answer.sent);
      expect(text(sent.doc.querySelector('main [role="status"]'))).toBe(t.thanks);
      const back = [...sent.doc.querySelectorAll("main a")].find((a) => text(a) === t.answer.back);
      expect(decodeURI(back?.getAttribute("href") ?? "")).toBe(decodeURI(t.contact));
      const inbox = await outbox(request, "info@alnada-hospital.example");
      expect(inbox.filter((m) => m.body.includes(message) && m.body.includes(phone))).toHaveLength(1);
    });

    test("newsletter: without consent it comes back with the email kept; ticked, it subscribes", async ({ request }) => {
      const as = visitor(request);
      const page = await as.read(t.contact);
      const footer = page.doc.querySelector<HTMLFormElement>('section[aria-labelledby="newsletter-footer"] form')!;
      const address = `plain-reader-${lang}-${run}@example.com`;
      labelled(footer, t.newsletter.email).value = address;
      const refused = await as.send(page, footer);
      expect(decodeURI(refused.url.pathname)).toBe(`${t.prefix}/forms/newsletter`);
      const form = refused.doc.querySelector<HTMLFormElement>("main form")!;
      expect(labelled(form, t.newsletter.email).value).toBe(address);
      const consent = form.querySelector<HTMLInputElement>('input[type="checkbox"][name="consent"]')!;
      expect(consent.getAttribute("aria-invalid")).toBe("true");
      consent.checked = true;
      const subscribed = await as.send(refused, form);
      expect(text(subscribed.doc.querySelector('main [role="status"]'))).toBe(t.newsletter.sent);
      const back = [...subscribed.doc.querySelectorAll("main a")].find((a) => text(a) === t.answer.back);
      expect(decodeURI(back?.getAttribute("href") ?? "")).toBe(decodeURI(t.contact));
    });

    test("landing page: kept out of search results; a campaign lead reaches the thank-you page with the ad's parameters", async ({ request }) => {
      const as = visitor(request);
      const campaign = `plain-${lang}-${run}`;
      const page = await as.read(`${t.landing.path}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
      expect(page.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
      expect(text(page.doc.querySelector("h1"))).not.toBe("");
      const form = page.doc.querySelector<HTMLFormElement>('main form[action$="/lead"]')!;
      labelled(form, t.landing.name).value = "Omar";
      labelled(form, t.landing.phone).value = `0559${lang === "en" ? 3 : 4}${run.padStart(6, "0").slice(-5)}`;
      labelled<HTMLTextAreaElement>(form, t.landing.message).value = `Call me after 6 pm ${campaign}`;
      const thanks = await as.send(page, form);
      expect(decodeURI(thanks.url.pathname)).toBe(`${decodeURI(t.landing.path)}/thankyou-page`);
      expect(text(thanks.doc.querySelector("h1"))).toBe(t.landing.thanks);
      const inbox = await outbox(request, "info@alnada-hospital.example");
      expect(inbox.some((m) => m.body.includes(`Call me after 6 pm ${campaign}`) && m.body.includes(`google / cpc / ${campaign}`))).toBe(true);
    });
  });
}

test("campaign pages: their content and form are in the HTML once, the payload carrying keys; /api/landing-pages/{slug} answers both for a navigation (ar, en)", async ({ request }) => {
  for (const lang of LANGS) {
    const path = L[lang].landing.path;
    const slug = decodeURIComponent(path.split("/").pop()!);
    const { html, doc } = await fetchPage(request, path);
    const title = text(doc.querySelector("main h1"));
    const benefit = text(doc.querySelector("#landing-benefits + ul li"));
    const doctorLinks = [...doc.querySelectorAll("#landing-doctors + ul a")].map((a) => decodeURIComponent(a.getAttribute("href") ?? ""));
    expect(title, path).not.toBe("");
    expect(benefit, path).not.toBe("");
    expect(doctorLinks.length, path).toBeGreaterThan(0);
    for (const href of doctorLinks) expect(href, path).toMatch(lang === "en" ? /^\/en\/doctor\/[^/]+$/ : /^\/doctor\/[^/]+$/);
    expect(payloadOf(html), path).not.toContain(benefit);
    // The form's fields are in the HTML; its rules' words ride with its code, not in the payload.
    const form = doc.querySelector<HTMLFormElement>('main form[action$="/lead"]')!;
    expect(labelled(form, L[lang].landing.name)).not.toBeNull();
    expect(payloadOf(html), path).not.toContain(L[lang].landing.submit);

    const content = await request.get(`/api/landing-pages/${encodeURIComponent(slug)}?lang=${lang}`);
    expect(content.status(), path).toBe(200);
    const answered = (await content.json()) as { title: string; benefits: { items: string[] }; doctors?: { items: { href: string }[] } };
    expect(answered.title).toBe(title);
    expect(answered.benefits.items[0]).toBe(benefit);
    expect(answered.doctors?.items.map((doctor) => decodeURIComponent(doctor.href))).toEqual(doctorLinks);
    const formData = await request.get(`/api/landing-pages/${encodeURIComponent(slug)}/form?lang=${lang}`);
    expect(formData.status(), path).toBe(200);
    const spec = ((await formData.json()) as { spec: { fields: { label: string }[]; submit: { label: string } } }).spec;
    expect(spec.fields.map((field) => field.label)).toEqual([L[lang].landing.name, L[lang].landing.phone, L[lang].landing.message]);
    expect(spec.submit.label).toBe(L[lang].landing.submit);
  }
  // Malformed is a 4xx, unknown a 404, never a 5xx.
  expect((await request.get("/api/landing-pages/heart-check-up?lang=fr")).status()).toBe(422);
  expect((await request.get(`/api/landing-pages/${"x".repeat(201)}/form?lang=en`)).status()).toBe(422);
  expect((await request.get("/api/landing-pages/no-such-campaign-anywhere?lang=en")).status()).toBe(404);
  expect((await request.get("/api/landing-pages/no-such-campaign-anywhere/form?lang=en")).status()).toBe(404);
});

test.describe("the other language's part of the browser's flows", () => {
  test("ar: contact: three messages are thanked in Arabic, the fourth within a minute from the same phone is refused in Arabic with what was typed kept", async ({ request }) => {
    const lang = "ar";
    const t = L[lang];
    const as = visitor(request);
    const phone = `05595${run.padStart(6, "0").slice(-5)}`;
    for (let n = 1; n <= 4; n++) {
      const page = await as.read(t.contact);
      const form = contactForm(page);
      fillContact(form, lang, { name: "Sara Ahmed", phone, email: `limit-${lang}-${run}-${n}@example.com`, subject: "Appointments", message: `Limit question ${n} ${run}` });
      const answer = await as.send(page, form);
      if (n < 4) {
        expect(text(answer.doc.querySelector('main [role="status"]')), `message ${n}`).toBe(t.thanks);
        continue;
      }
      expect([...answer.doc.querySelectorAll('main [role="alert"]')].map((alert) => text(alert))).toContain(t.tooMany);
      const kept = contactForm(answer);
      expect(labelled(kept, t.contactFields.name).value).toBe("Sara Ahmed");
      expect(labelled<HTMLTextAreaElement>(kept, t.contactFields.message).value).toBe(`Limit question 4 ${run}`);
    }
    const inbox = await outbox(request, "info@alnada-hospital.example");
    expect(inbox.some((m) => m.body.includes(`Limit question 3 ${run}`) && m.body.includes(phone))).toBe(true);
    expect(inbox.some((m) => m.body.includes(`Limit question 4 ${run}`))).toBe(false);
  });

  test("en: newsletter: a duplicate is named, and the email's link unsubscribes in English without signing in", async ({ request }) => {
    const lang = "en";
    const t = L[lang];
    const as = visitor(request);
    const address = `plain-twice-${lang}-${run}@example.com`;
    const subscribe = async (email: string) => {
      const page = await as.read(t.contact);
      const form = page.doc.querySelector<HTMLFormElement>('section[aria-labelledby="newsletter-footer"] form')!;
      labelled(form, t.newsletter.email).value = email;
      form.querySelector<HTMLInputElement>('input[name="consent"]')!.checked = true;
      return as.send(page, form);
    };
    expect(text((await subscribe(address)).doc.querySelector('main [role="status"]'))).toBe(t.newsletter.sent);
    const duplicate = await subscribe(address.toUpperCase());
    expect(text(duplicate.doc.querySelector("main"))).toContain(t.newsletter.exists);

    const [mail] = await outbox(request, address);
    const link = /\/api\/newsletter\/unsubscribe\?token=[\w-]+&lang=(ar|en)/.exec(mail!.body);
    expect(link?.[1]).toBe(lang);
    const unsubscribed = await fetchPage(request, link![0]);
    expect(text(unsubscribed.doc.querySelector("h1"))).toBe(t.newsletter.unsubscribed);
    expect(unsubscribed.doc.documentElement.getAttribute("lang")).toBe(lang);
  });

  test("en: survey: its first step is server-rendered in English, and its thank-you page has the way home", async ({ request }) => {
    const t = L.en;
    const survey = await fetchPage(request, t.survey.path);
    expect(survey.response.status()).toBe(200);
    expect(text(survey.doc.querySelector("main"))).toContain(t.survey.step(1));
    expect(survey.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    const filled = await fetchPage(request, `${t.prefix}/filled/hospital`);
    expect(text(filled.doc.querySelector("h1"))).toBe(t.survey.done);
    const home = [...filled.doc.querySelectorAll("main a")].find((a) => text(a) === t.survey.goHome);
    expect(home?.getAttribute("href")).toBe("/en");
  });
});
