import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { appToken, BACKEND, saudiDoctor } from "./helpers/booking";
import { fetchPage, type FetchedPage, jsonLdBlocks, type Lang } from "./helpers/html";
import { choose, getSubmission, labelled } from "./helpers/html-form";
import { test } from "./helpers/test";

/*
 * Find a doctor, as the server answers it (issue 6), with no browser: every filter alone and
 * combined is a URL whose results the server renders (the cards, the count, the form showing the
 * search), in both languages; the filters' GET form sent as a browser without JavaScript sends it;
 * paging, the home page's search, the header's way in; the doctor page's fields, contacts, JSON-LD
 * and related doctors, its slugs in the other language and its 404; the card-time lookups.
 * The pointer and keyboard paths of the filters, the sheet, the carousel and the times are in
 * doctors.spec.ts. Facts come from the backend's deterministic seed (150 doctors, 25 specialties,
 * 10 branches).
 */

const L = {
  en: {
    path: "/en/doctors",
    home: "/en",
    form: "Doctor search",
    name: "Doctor name",
    entity: "Facility",
    branch: "Branch",
    specialty: "Specialty",
    sub: "Sub-specialty",
    title: "Title",
    filters: "Filters",
    resultPages: "Result pages",
    page2: "Page 2",
    homeSearch: "Find a doctor",
    cardiology: "Cardiology",
    heartFailure: "Heart failure",
    branch1: "Al Rawdah – Jeddah",
    consultant: "Consultant",
    womenEntity: "Al Nada Women's Wellness Centre",
    womenBranch: "Women's Wellness – Al Malqa",
    noResults: "No results for your search",
    nameQuery: "Sarah",
    doctorSlug: "mohammed-al-ghamdi-cardiology",
    doctorName: "Dr. Mohammed Al-Ghamdi",
    sections: ["Qualifications", "Career path", "Services"],
    related: "Related doctors",
    next: "Next doctors",
    bookAppointment: "Book an appointment",
    book: /^Book\s?:/,
  },
  ar: {
    path: "/الأطباء",
    home: "/",
    form: "البحث عن طبيب",
    name: "اسم الطبيب",
    entity: "المنشأة",
    branch: "الفرع",
    specialty: "التخصص",
    sub: "التخصص الدقيق",
    title: "الدرجة العلمية",
    filters: "التصفية",
    resultPages: "صفحات النتائج",
    page2: "الصفحة 2",
    homeSearch: "ابحث عن طبيب",
    cardiology: "أمراض القلب",
    heartFailure: "قصور القلب",
    branch1: "فرع الروضة – جدة",
    consultant: "استشاري",
    womenEntity: "مركز الندى لصحة المرأة",
    womenBranch: "مركز صحة المرأة – الملقا",
    noResults: "لا توجد نتائج للبحث",
    nameQuery: "سارة",
    doctorSlug: "محمد-الغامدي-أمراض-القلب",
    doctorName: "د. محمد الغامدي",
    sections: ["المؤهلات العلمية", "المسيرة المهنية", "الخدمات"],
    related: "أطباء ذوو صلة",
    next: "الأطباء التاليون",
    bookAppointment: "احجز موعدًا",
    book: /^احجز\s?:/,
  },
} as const;

const LANGS: Lang[] = ["en", "ar"];
const text = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

const cards = (doc: Document) => [...doc.querySelectorAll('[data-testid="doctor-results"] article')];
const cardNames = (doc: Document) => cards(doc).map((card) => text(card.querySelector("h3")));

/** The number in the results count ("16 doctors found" / "عثرنا على 16 طبيبًا"); 0 for none. */
function total(doc: Document): number {
  const line = text(doc.querySelector('[data-testid="doctor-count"]'));
  const match = line.match(/\d+/);
  if (match) return Number(match[0]);
  if (/one|واحد/.test(line)) return 1;
  if (/طبيبين/.test(line)) return 2;
  return 0;
}

/** Every card of the results satisfies `check`, and there is at least one. */
function expectEveryCard(page: FetchedPage, check: (card: Element) => void) {
  const list = cards(page.doc);
  expect(list.length, `${page.url.pathname}${page.url.search}: results`).toBeGreaterThan(0);
  list.forEach(check);
}

const searchForm = (doc: Document, lang: Lang) => {
  const form = doc.querySelector<HTMLFormElement>(`form[role="search"][aria-label="${L[lang].form}"]`);
  expect(form, "the doctor search form").toBeTruthy();
  return form!;
};

/** A list page, its search form changed by `change` and sent as a browser without scripts sends it. */
async function search(request: APIRequestContext, lang: Lang, query: string, change: (form: HTMLFormElement) => void) {
  const list = await fetchPage(request, `${L[lang].path}${query}`);
  const form = searchForm(list.doc, lang);
  change(form);
  const target = getSubmission(form);
  const results = await fetchPage(request, target);
  expect(results.response.status(), target).toBe(200);
  return { target: new URL(target, results.url), results };
}

const checkedGender = (doc: Document, lang: Lang) => searchForm(doc, lang).querySelector<HTMLInputElement>('input[name="gender"]:checked')?.value;

for (const lang of LANGS) {
  const l = L[lang];

  test.describe(`doctor search, server-rendered (${lang})`, () => {
    test("the list: 150 doctors, the server's per-page, result pages, a GET form named as the URL, and the phone's filter button", async ({ request }) => {
      const page = await fetchPage(request, l.path);
      expect(total(page.doc)).toBe(150);
      expect(cards(page.doc).length).toBeGreaterThan(0);
      expect(cards(page.doc).length).toBeLessThan(150);
      expect(page.doc.querySelector(`nav[aria-label="${l.resultPages}"]`)).not.toBeNull();

      // Without JavaScript the filters are a GET form to the list, each field named by its URL key.
      const form = searchForm(page.doc, lang);
      expect(form.getAttribute("method")).toBe("get");
      expect(decodeURI(form.getAttribute("action") ?? "")).toBe(l.path);
      const names = [l.name, l.entity, l.branch, l.title].map((label) => labelled(form, label).getAttribute("name"));
      expect(names).toEqual(["name", "entity", "branch", "title"]);
      expect(form.querySelector('input[type="hidden"][name="specialty"]')).not.toBeNull();
      expect(labelled<HTMLSelectElement>(form, l.sub).disabled, "no sub-specialty before a specialty").toBe(true);
      expect(form.querySelectorAll('input[type="radio"][name="gender"]').length).toBe(3);

      // On a phone the filters open from a button announcing its dialog (closed at first).
      const sheet = page.doc.querySelector("#doctor-filters-open");
      expect(text(sheet)).toContain(l.filters);
      expect(sheet?.getAttribute("aria-haspopup")).toBe("dialog");
      expect(sheet?.getAttribute("aria-expanded")).toBe("false");
    });

    test("branch filter alone", async ({ request }) => {
      const { target, results } = await search(request, lang, "", (form) => choose(labelled(form, l.branch), l.branch1));
      expect(target.searchParams.get("branch")).toBe("1");
      expectEveryCard(results, (card) => expect(text(card)).toContain(l.branch1));
      expect(total(results.doc)).toBe(16);
    });

    test("specialty filter alone, then its sub-specialty", async ({ request }) => {
      const specialty = await fetchPage(request, `${l.path}?specialty=1`);
      expectEveryCard(specialty, (card) => expect(text(card)).toContain(l.cardiology));
      expect(total(specialty.doc)).toBe(6);
      const form = searchForm(specialty.doc, lang);
      // The chosen specialty is shown by name, and its sub-specialties become choosable.
      expect(labelled(form, l.specialty).value).toBe(l.cardiology);
      const sub = labelled<HTMLSelectElement>(form, l.sub);
      expect(sub.disabled).toBe(false);
      choose(sub, l.heartFailure);
      const target = getSubmission(form);
      expect(new URL(target, specialty.url).searchParams.get("subspecialty")).toMatch(/^\d+$/);
      const narrowed = await fetchPage(request, target);
      expectEveryCard(narrowed, (card) => expect(text(card)).toContain(l.heartFailure));
    });

    test("gender filter alone splits the list", async ({ request }) => {
      const female = await search(request, lang, "", (form) => {
        form.querySelector<HTMLInputElement>('input[name="gender"][value="2"]')!.checked = true;
      });
      expect(female.target.searchParams.get("gender")).toBe("2");
      const male = await fetchPage(request, `${l.path}?gender=1`);
      expect(total(female.results.doc)).toBeGreaterThan(0);
      expect(total(male.doc)).toBeGreaterThan(0);
      expect(total(female.results.doc) + total(male.doc)).toBe(150);
    });

    test("title filter alone", async ({ request }) => {
      const { target, results } = await search(request, lang, "", (form) => choose(labelled(form, l.title), l.consultant));
      expect(target.searchParams.get("title")).toBe("3");
      // Arabic titles agree with the doctor's gender (استشاري / استشارية).
      expectEveryCard(results, (card) => expect(text(card.querySelector("p"))).toContain(l.consultant));
      expect(total(results.doc)).toBe(52);
    });

    test("name filter alone, and the empty state", async ({ request }) => {
      const named = await search(request, lang, "", (form) => {
        labelled(form, l.name).value = l.nameQuery;
      });
      expect(named.target.searchParams.get("name")).toBe(l.nameQuery);
      expectEveryCard(named.results, (card) => expect(text(card.querySelector("h3"))).toContain(l.nameQuery));

      const none = await fetchPage(request, `${l.path}?name=zzzzqq`);
      expect(text(none.doc.querySelector("main"))).toContain(l.noResults);
      expect(cards(none.doc)).toHaveLength(0);
      expect(total(none.doc)).toBe(0);
    });

    test("a facility with a single branch has that branch chosen", async ({ request }) => {
      const facility = await fetchPage(request, `${l.path}?entity=2`);
      const form = searchForm(facility.doc, lang);
      const branch = labelled<HTMLSelectElement>(form, l.branch);
      expect(text(branch.selectedOptions[0])).toBe(l.womenBranch);
      expect(text(labelled<HTMLSelectElement>(form, l.entity).selectedOptions[0])).toBe(l.womenEntity);
      const target = new URL(getSubmission(form), facility.url);
      expect([target.searchParams.get("entity"), target.searchParams.get("branch")]).toEqual(["2", "5"]);
      const results = await fetchPage(request, `${target.pathname}${target.search}`);
      expectEveryCard(results, (card) => expect(text(card)).toContain(l.womenBranch));
    });

    test("combined filters: the URL is the search, the form shows it, and fewer doctors than one filter", async ({ request }) => {
      const branchOnly = await fetchPage(request, `${l.path}?branch=1`);
      const combined = await search(request, lang, "?specialty=1", (form) => {
        choose(labelled(form, l.branch), l.branch1);
        form.querySelector<HTMLInputElement>('input[name="gender"][value="1"]')!.checked = true;
      });
      for (const key of ["branch", "specialty", "gender"]) expect(combined.target.searchParams.get(key), key).toBe("1");
      expectEveryCard(combined.results, (card) => {
        expect(text(card)).toContain(l.branch1);
        expect(text(card)).toContain(l.cardiology);
      });
      const names = cardNames(combined.results.doc);
      expect(names.length).toBeLessThan(cardNames(branchOnly.doc).length);
      const form = searchForm(combined.results.doc, lang);
      expect(labelled(form, l.specialty).value).toBe(l.cardiology);
      expect(checkedGender(combined.results.doc, lang)).toBe("1");

      // Shared: the same URL opened again shows the same doctors.
      const shared = await fetchPage(request, `${l.path}?branch=1&specialty=1&gender=1`);
      expect(cardNames(shared.doc)).toEqual(names);
    });

    test("paging keeps the filters", async ({ request }) => {
      const first = await fetchPage(request, `${l.path}?gender=1`);
      const link = first.doc.querySelector(`nav[aria-label="${l.resultPages}"] a[aria-label="${l.page2}"]`);
      const href = link?.getAttribute("href") ?? "";
      expect(href).toMatch(/[?&]gender=1&page=2$/);
      const second = await fetchPage(request, href);
      expect(second.response.status()).toBe(200);
      expect(cardNames(second.doc).length).toBeGreaterThan(0);
      expect(cardNames(second.doc)).not.toEqual(cardNames(first.doc));
      expect(checkedGender(second.doc, lang)).toBe("1");
    });

    test("a result card's photo, and its Book link to the doctor's booking; the header's booking link to the list", async ({ request }) => {
      const page = await fetchPage(request, `${l.path}?specialty=1&branch=1&gender=1`);
      const card = cards(page.doc)[0]!;
      expect(card.querySelector("img")?.getAttribute("src")).toMatch(/\/storage\/|fallback/);
      // Named with the doctor by its aria-label ("Book: Dr. …"), its text being "Book".
      const book = [...card.querySelectorAll("a")].find((a) => l.book.test(a.getAttribute("aria-label") ?? text(a)));
      expect(decodeURI(book?.getAttribute("href") ?? "")).toBe(`${lang === "en" ? "/en" : ""}/doctor/${l.doctorSlug}#book`);

      const header = [...page.doc.querySelectorAll("header a")].find((a) => text(a).includes(l.bookAppointment));
      // Soonest free first, at the list: the browser starts the next Tab there.
      expect(decodeURI(header?.getAttribute("href") ?? "")).toBe(`${l.path}?sort=soonest#doctor-list`);
    });

    test("the home page's doctor search (specialty, branch, name) is a GET form to the filtered list", async ({ request }) => {
      const home = await fetchPage(request, l.home);
      const form = [...home.doc.querySelectorAll<HTMLFormElement>('form[role="search"]')].find(
        (candidate) => text(home.doc.getElementById(candidate.getAttribute("aria-labelledby") ?? "")) === l.homeSearch,
      );
      expect(form, "the home page's doctor search").toBeTruthy();
      expect(decodeURI(form!.getAttribute("action") ?? "")).toBe(l.path);
      choose(labelled(form!, l.specialty), l.cardiology);
      const branchOptions = [...labelled<HTMLSelectElement>(form!, l.branch).options].filter((option) => text(option) === l.branch1);
      expect(branchOptions).toHaveLength(1);
      const target = getSubmission(form!);
      expect(target).toMatch(/\?specialty=\d+&branch=&name=$/);
      const results = await fetchPage(request, target);
      expectEveryCard(results, (card) => expect(text(card)).toContain(l.cardiology));
    });
  });

  test.describe(`doctor page, server-rendered (${lang})`, () => {
    const prefix = lang === "en" ? "/en" : "";
    const other = lang === "en" ? L.ar : L.en;
    const otherPrefix = lang === "en" ? "" : "/en";

    test("every field, contacts, JSON-LD and related doctors", async ({ request }) => {
      const page = await fetchPage(request, `${prefix}/doctor/${l.doctorSlug}`);
      expect(page.response.status()).toBe(200);
      const { doc } = page;
      expect(text(doc.querySelector("h1"))).toBe(l.doctorName);
      const h2 = [...doc.querySelectorAll("h2")].map((heading) => text(heading));
      for (const section of l.sections) expect(h2).toContain(section);
      const main = text(doc.querySelector("main"));
      expect(main).toContain(l.cardiology);
      expect(main).toContain(l.branch1);

      // Phone numbers read left to right inside either language.
      const tel = doc.querySelector('#book a[href^="tel:"]');
      expect(tel?.getAttribute("href")).toBe("tel:0126601984");
      expect(text(tel?.querySelector("bdi[dir=ltr]"))).toBe("0126601984");
      const whatsapp = doc.querySelector('#book a[href^="https://wa.me/"]');
      expect(whatsapp).not.toBeNull();
      expect(text(whatsapp?.querySelector("bdi[dir=ltr]"))).not.toBe("");

      const blocks = jsonLdBlocks(doc);
      const physician = blocks.find((data) => data["@type"] === "IndividualPhysician") as { name?: string; hospitalAffiliation?: { "@type"?: string } } | undefined;
      expect(physician?.name).toBe(l.doctorName);
      expect(physician?.hospitalAffiliation?.["@type"]).toBe("Hospital");
      expect(blocks.some((data) => JSON.stringify(data).includes('"BreadcrumbList"'))).toBe(true);

      // The related doctors: a labelled carousel of up to nine others, with its "next" control.
      const carousel = doc.querySelector('[data-testid="related-doctors"]');
      expect(text(doc.getElementById(carousel?.getAttribute("aria-labelledby") ?? ""))).toBe(l.related);
      const slides = [...(carousel?.querySelectorAll('[role="group"]') ?? [])];
      expect(slides.length).toBeGreaterThan(0);
      expect(slides.length).toBeLessThanOrEqual(9);
      expect(text(slides[0]!.querySelector("h3, h2"))).not.toBe(l.doctorName);
      expect(carousel?.querySelector(`button[aria-label="${l.next}"]`)).not.toBeNull();

      // Every related card has its next-times band, filled by the same lookup as the search's cards.
      const bands = slides.map((slide) => slide.querySelector<HTMLElement>('[data-testid="next-slots"] .next-slots-live'));
      const ids = bands.map((band) => Number(band?.dataset.doctorId));
      expect(ids.every((id) => id > 0), "a band on every related card").toBe(true);
      const times = (await (await request.get(`/api/lookups/next-slots?lang=${lang}&doctor_ids=${ids.join(",")}`)).json()) as Record<string, unknown[]>;
      expect(Object.keys(times).map(Number).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(Object.values(times).some((slots) => slots.length > 0)).toBe(true);
    });

    test("the language switch, followed without scripts, reaches the same doctor; the other language's slug redirects here", async ({ request }) => {
      const page = await fetchPage(request, `${prefix}/doctor/${l.doctorSlug}`);
      const alternate = page.doc.querySelector(`link[rel="alternate"][hreflang="${lang === "en" ? "ar" : "en"}"]`)?.getAttribute("href") ?? "";
      expect(decodeURI(new URL(alternate).pathname)).toBe(`${otherPrefix}/doctor/${other.doctorSlug}`);
      const switchLink = page.doc.querySelector(`header a[hreflang="${lang === "en" ? "ar" : "en"}"]`)?.getAttribute("href");
      expect(switchLink).toBeTruthy();
      const switched = await fetchPage(request, switchLink!);
      expect(decodeURI(switched.url.pathname)).toBe(`${otherPrefix}/doctor/${other.doctorSlug}`);
      expect(text(switched.doc.querySelector("h1"))).toBe(other.doctorName);

      // This language's page asked for by the other language's slug.
      const redirect = await fetchPage(request, `${prefix}/doctor/${other.doctorSlug}`, { maxRedirects: 0 });
      expect(redirect.response.status()).toBe(308);
      expect(decodeURI(redirect.response.headers()["location"] ?? "")).toMatch(new RegExp(`${prefix}/doctor/${l.doctorSlug}$`));
    });

    test("an unknown doctor is a 404", async ({ request }) => {
      const page = await fetchPage(request, `${prefix}/doctor/no-such-doctor-anywhere`);
      expect(page.response.status()).toBe(404);
    });
  });
}

test.describe("soonest available, page by page", () => {
  const bandIds = (doc: Document) =>
    [...doc.querySelectorAll<HTMLElement>('[data-testid="doctor-results"] .next-slots-live')].map((band) => Number(band.dataset.doctorId));

  for (const lang of LANGS) {
    test(`the site's pages follow one ranking, the backend's own order, each doctor once (${lang})`, async ({ request }) => {
      const first = await fetchPage(request, `${L[lang].path}?sort=soonest`);
      // A first page is shared for seconds (the backend reuses one ranking as long): whichever copy
      // a visitor gets, its links name the ranking it shows.
      expect(first.response.headers()["cache-control"] ?? "", "a first page is shared for seconds").toMatch(/s-maxage=[1-5]\b/);
      const ids = bandIds(first.doc);
      let next = first.doc.querySelector(`nav[aria-label="${L[lang].resultPages}"] a[aria-label="${L[lang].page2}"]`)?.getAttribute("href") ?? "";
      const rank = new URL(next, first.url).searchParams.get("rank") ?? "";
      expect(rank, "page links name the ranking").toMatch(/^[A-Za-z0-9_-]{8,40}$/);
      // Walk the site's own "next" links to the last page.
      for (let page = 2; next; page++) {
        const current = await fetchPage(request, next);
        expect(new URL(next, first.url).searchParams.get("rank")).toBe(rank);
        expect(current.response.headers()["cache-control"] ?? "", "a page of a named ranking is shared").toMatch(/s-maxage=\d+/);
        ids.push(...bandIds(current.doc));
        const link = current.doc.querySelector(`nav[aria-label="${L[lang].resultPages}"] a[rel="next"]`);
        next = link?.getAttribute("href") ?? "";
        expect(page, "the walk ends").toBeLessThan(20);
      }
      expect(ids).toHaveLength(150);
      expect(new Set(ids).size).toBe(150);

      // The backend's own pages of that ranking, in order: the same doctors in the same order.
      const token = await appToken(request);
      const backendIds: number[] = [];
      for (let page = 1; page <= 13; page++) {
        const reply = await request.get(`${BACKEND}/api/broker/doctors?sort_key=soonest&ranking=${rank}&page=${page}&lang=${lang}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await reply.json()) as { data: Array<{ id: number }>; meta: { ranking?: string } };
        expect(body.meta.ranking).toBe(rank);
        backendIds.push(...body.data.map((d) => d.id));
      }
      expect(ids).toEqual(backendIds);
    });
  }
});

test.describe("ranked lists from the shared cache", () => {
  test("a specialty's list, the soonest list and a page of a named ranking answer with a shared-cache lifetime, in both languages", async ({ request }) => {
    for (const [url, headers] of [
      ["/en/doctors?sort=soonest", {}],
      ["/en/doctors?available=week", {}],
      ["/en/doctors?specialty=1", {}],
      // A visitor with no language cookie yet: an answer that sets one is private whatever the page.
      ["/الأطباء?specialty=1", {}],
    ] as const) {
      const { response, doc } = await fetchPage(request, url, { headers });
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
      const page2 = doc.querySelector('a[href*="rank="][href*="page=2"]')?.getAttribute("href") ?? "";
      // A specialty's few doctors fit one page; the lists of every doctor have more.
      if (url.includes("specialty")) continue;
      expect(page2, url).not.toBe("");
      const second = await fetchPage(request, page2, { headers });
      expect(second.response.status(), page2).toBe(200);
      expect(second.response.headers()["cache-control"], page2).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    }
  });

  test("a ranking run out or never made sends the visitor to the list's first page, which ranks afresh", async ({ request }) => {
    const response = await request.get("/en/doctors?sort=soonest&page=3&rank=noSuchRanking01", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toMatch(/\/en\/doctors\?sort=soonest$/);
    const landed = await fetchPage(request, "/en/doctors?sort=soonest&page=3&rank=noSuchRanking01");
    expect(landed.response.status()).toBe(200);
    expect(landed.doc.querySelectorAll('[data-testid="doctor-results"] .next-slots-live').length).toBeGreaterThan(0);
  });
});

test.describe("the doctor lookups and the cached pages around them", () => {
  test("the list and home pages stay prerendered: their HTML holds the reserved band, never the times", async ({ request }) => {
    const appDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next-e2e", "server", "app");
    for (const file of ["en.html", "ar.html", "en/doctors/f/all.html", "ar/doctors/f/all.html"]) {
      const full = path.join(appDir, file);
      expect(existsSync(full), full).toBe(true);
      const html = readFileSync(full, "utf8");
      expect(html, file).toContain('data-testid="next-slots"');
      expect(html, file).not.toContain('data-testid="next-slot"');
    }
    for (const url of ["/en/doctors", "/en"]) {
      const response = await request.get(url);
      expect(response.headers()["cache-control"], url).toMatch(/s-maxage=\d+/);
    }
  });

  test("the doctor search sends its filters' lists and messages with their code, not in the page; the server's form still lists every option", async ({ request }) => {
    const { html, doc } = await fetchPage(request, "/en/doctors");
    // The no-script form: every facility and branch is an option of its markup.
    expect(doc.querySelectorAll("#doctor-filter-branch option").length).toBeGreaterThan(5);
    expect(doc.querySelectorAll("#doctor-filter-entity option").length).toBeGreaterThan(2);
    // The payload carries neither the lists as props nor the filters' messages.
    expect(html).not.toContain("initialSpecialties");
    expect(html).not.toContain("Load more specialties");
    for (const query of ["lang=xx", "lang=en&branch=0", "lang=en&branch=x"]) {
      expect((await request.get(`/api/lookups/doctor-filters?${query}`)).status(), query).toBe(422);
    }
    const ok = await request.get("/api/lookups/doctor-filters?lang=ar&branch=1");
    expect(ok.status()).toBe(200);
    const data = (await ok.json()) as { messages: { specialtyPlaceholder: string }; branches: Array<{ businessUnitId: number }>; initialSpecialties: { items: unknown[] }; initialSpecialtiesKey: string };
    expect(data.messages.specialtyPlaceholder).toMatch(/[\u0600-\u06FF]/);
    expect(data.branches.length).toBeGreaterThan(5);
    expect(data.initialSpecialties.items.length).toBeGreaterThan(0);
    expect(data.initialSpecialtiesKey).toBe("1||10");
  });

  test("the cards' times lookup refuses a list of ids it cannot use", async ({ request }) => {
    for (const query of ["lang=en", "lang=en&doctor_ids=1,,2", "lang=xx&doctor_ids=1", `lang=en&doctor_ids=${Array.from({ length: 25 }, (_, i) => i + 1).join(",")}`]) {
      expect((await request.get(`/api/lookups/next-slots?${query}`)).status(), query).toBe(422);
    }
    const ok = await request.get("/api/lookups/next-slots?lang=en&doctor_ids=1,2");
    expect(ok.status()).toBe(200);
    // Seconds at most: a time taken leaves the cards as soon as the backend's own cache forgets it.
    expect(ok.headers()["cache-control"]).toBe("public, max-age=2");
    expect(Object.keys(await ok.json()).sort()).toEqual(["1", "2"]);
  });

  test("a doctor's week of times is read from the site's lookup, never from a cache, and bad queries are refused", async ({ request }) => {
    for (const query of ["lang=en", "lang=en&doctor_id=x", "lang=xx&doctor_id=1", "lang=en&doctor_id=1&from=2026-13", "lang=en&doctor_id=1&kind=surgery", "lang=en&doctor_id=1&branch_id=0"]) {
      expect((await request.get(`/api/lookups/doctor-slots?${query}`)).status(), query).toBe(422);
    }
    const doctor = await saudiDoctor(request, 3);
    const ok = await request.get(`/api/lookups/doctor-slots?lang=ar&doctor_id=${doctor.id}`);
    expect(ok.status()).toBe(200);
    expect(ok.headers()["cache-control"]).toBe("private, no-store");
    const week = (await ok.json()) as { data: Array<{ start: string; branch_id: number }>; meta: { days: number; branches: Array<{ id: number; name: string }> } };
    expect(week.meta.days).toBe(7);
    expect(week.meta.branches.length).toBeGreaterThan(0);
    // Arabic names for an Arabic reader.
    expect(week.meta.branches[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect((await request.get("/api/lookups/doctor-slots?lang=en&doctor_id=999999")).status()).toBe(404);
  });
});
