import { describe, expect, it } from "vitest";
import { jsonLdScript } from "@/lib/seo/json-ld";
import {
  articleJsonLd,
  collectionPageJsonLd,
  eventJsonLd,
  faqPageJsonLd,
  hospitalJsonLd,
  medicalClinicJsonLd,
  medicalWebPageJsonLd,
  organizationJsonLd,
} from "@/lib/seo/schema-org";
import { sitemapEntries } from "@/lib/seo/urls";

const SITE = "https://hospital.example";

describe("JSON-LD serialization", () => {
  it("escapes < so content can never close the script element", () => {
    const data = faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "a < b" }], { url: SITE, inLanguage: "en" });
    const text = jsonLdScript(data);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("schema.org builders", () => {
  it("FAQPage: one Question with an accepted Answer per FAQ", () => {
    const data = faqPageJsonLd([{ question: "Q?", answer: "A." }], { url: `${SITE}/en/FAQs`, inLanguage: "en" });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("BlogPosting and NewsArticle: headline, dates, author, publisher; empty facts left out", () => {
    const data = articleJsonLd("BlogPosting", {
      headline: "Title",
      url: `${SITE}/en/title`,
      datePublished: "2026-11-21T08:00:00+03:00",
      authorName: "Dr. K",
      inLanguage: "en",
      keywords: ["a", "b"],
      readingMinutes: 3,
      publisher: { name: "Group", url: SITE, logo: `${SITE}/logo.png` },
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Title",
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/en/title` },
      dateModified: "2026-11-21T08:00:00+03:00",
      author: { "@type": "Person", name: "Dr. K" },
      publisher: { "@type": "Organization", name: "Group", logo: { "@type": "ImageObject", url: `${SITE}/logo.png` } },
      keywords: "a, b",
      timeRequired: "PT3M",
    });
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("description");
    expect(articleJsonLd("NewsArticle", { headline: "x".repeat(200), url: SITE, inLanguage: "ar" }).headline).toHaveLength(110);
  });

  it("Hospital and MedicalClinic carry a PostalAddress", () => {
    const input = { name: "Al Nada", url: SITE, city: "Jeddah", country: "SA", telephone: "920001984" };
    expect(hospitalJsonLd(input)).toMatchObject({ "@type": "Hospital", address: { "@type": "PostalAddress", addressLocality: "Jeddah", addressCountry: "SA" } });
    expect(medicalClinicJsonLd({ name: "Clinic", url: SITE })).toEqual({ "@context": "https://schema.org", "@type": "MedicalClinic", name: "Clinic", url: SITE });
  });

  it("Event, MedicalWebPage, Organization and CollectionPage", () => {
    expect(eventJsonLd({ name: "Day", url: SITE, startDate: "2026-12-01T09:00:00+03:00", locationName: "Jeddah", inLanguage: "en" })).toMatchObject({
      "@type": "Event",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Jeddah" },
    });
    expect(medicalWebPageJsonLd({ name: "Service", url: SITE, inLanguage: "ar", image: `${SITE}/a.webp` })).toMatchObject({
      "@type": "MedicalWebPage",
      primaryImageOfPage: { "@type": "ImageObject", url: `${SITE}/a.webp` },
    });
    expect(organizationJsonLd({ name: "Group", url: SITE, sameAs: [], foundingDate: "1984", foundingLocation: "Jeddah" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Group",
      url: SITE,
      foundingDate: "1984",
      foundingLocation: { "@type": "Place", name: "Jeddah" },
    });
    const list = collectionPageJsonLd({ name: "Blog", url: SITE, inLanguage: "en", items: [{ name: "A", url: `${SITE}/a` }] });
    expect(list).toMatchObject({ mainEntity: { "@type": "ItemList", itemListElement: [{ "@type": "ListItem", position: 1, url: `${SITE}/a` }] } });
  });
});

describe("sitemapEntries", () => {
  it("lists the Arabic and English URL of a page, each with all alternates", () => {
    const entries = sitemapEntries(SITE, { ar: "/%D9%85", en: "/en/x" }, { lastModified: "2026-11-21", priority: 0.5 });
    expect(entries.map((entry) => entry.url)).toEqual([`${SITE}/%D9%85`, `${SITE}/en/x`]);
    for (const entry of entries) {
      expect(entry.alternates.languages).toEqual({ ar: `${SITE}/%D9%85`, en: `${SITE}/en/x`, "x-default": `${SITE}/%D9%85` });
      expect(entry).toMatchObject({ lastModified: "2026-11-21", priority: 0.5 });
    }
  });
});
