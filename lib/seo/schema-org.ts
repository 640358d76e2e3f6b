/**
 * Typed, small schema.org builders for the site's JSON-LD (every type and property here exists
 * in schema.org 30.0). They return plain objects; `lib/seo/json-ld.ts` serializes them with `<`
 * escaped. Inputs are our own mapped types, already localized; URLs are absolute.
 */

export type JsonLdObject = { "@context"?: "https://schema.org"; "@type": string } & { [key: string]: unknown };

const CONTEXT = "https://schema.org" as const;

/** Drops undefined, null, "" and empty arrays so the output holds only real facts. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

export type OrganizationInput = {
  name: string;
  url: string;
  logo?: string;
  description?: string;
  telephone?: string;
  email?: string;
  address?: string;
  sameAs?: string[];
  foundingDate?: string;
  foundingLocation?: string;
};

export function organizationJsonLd(org: OrganizationInput): JsonLdObject {
  return compact({
    "@context": CONTEXT,
    "@type": "Organization",
    name: org.name,
    url: org.url,
    logo: org.logo,
    description: org.description,
    telephone: org.telephone,
    email: org.email,
    address: org.address,
    sameAs: org.sameAs,
    foundingDate: org.foundingDate,
    foundingLocation: org.foundingLocation ? { "@type": "Place", name: org.foundingLocation } : undefined,
  });
}

export type MedicalPlaceInput = {
  name: string;
  url: string;
  description?: string;
  image?: string;
  telephone?: string;
  email?: string;
  /** Street or free-text location. */
  streetAddress?: string;
  city?: string;
  /** ISO 3166-1 alpha-2, e.g. "SA". */
  country?: string;
  foundingDate?: string;
  parentOrganization?: { name: string; url: string };
};

function place(kind: "Hospital" | "MedicalClinic", input: MedicalPlaceInput): JsonLdObject {
  const address =
    input.streetAddress || input.city || input.country
      ? compact({
          "@type": "PostalAddress",
          streetAddress: input.streetAddress,
          addressLocality: input.city,
          addressCountry: input.country,
        })
      : undefined;
  return compact({
    "@context": CONTEXT,
    "@type": kind,
    name: input.name,
    url: input.url,
    description: input.description,
    image: input.image,
    telephone: input.telephone,
    email: input.email,
    address,
    foundingDate: input.foundingDate,
    parentOrganization: input.parentOrganization
      ? { "@type": "Organization", name: input.parentOrganization.name, url: input.parentOrganization.url }
      : undefined,
  });
}

/** A business unit (hospital, centre). */
export const hospitalJsonLd = (input: MedicalPlaceInput) => place("Hospital", input);
/** A clinic or an oncology centre. */
export const medicalClinicJsonLd = (input: MedicalPlaceInput) => place("MedicalClinic", input);

export type WebPageInput = {
  name: string;
  url: string;
  description?: string;
  inLanguage: string;
  image?: string;
  /** YYYY-MM-DD or ISO date-time of the last content review. */
  lastReviewed?: string;
};

/** Service, homecare, oncology and other health-information pages. */
export function medicalWebPageJsonLd(page: WebPageInput): JsonLdObject {
  return compact({
    "@context": CONTEXT,
    "@type": "MedicalWebPage",
    name: page.name,
    url: page.url,
    description: page.description,
    inLanguage: page.inLanguage,
    primaryImageOfPage: page.image ? { "@type": "ImageObject", url: page.image } : undefined,
    lastReviewed: page.lastReviewed,
  });
}

export type FaqInput = { question: string; /** Plain text or sanitized HTML. */ answer: string };

export function faqPageJsonLd(faqs: readonly FaqInput[], page: { url: string; inLanguage: string; name?: string }): JsonLdObject {
  return compact({
    "@context": CONTEXT,
    "@type": "FAQPage",
    name: page.name,
    url: page.url,
    inLanguage: page.inLanguage,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  });
}

export type ArticleInput = {
  headline: string;
  url: string;
  description?: string;
  image?: string;
  datePublished?: string;
  dateModified?: string;
  authorName?: string;
  inLanguage: string;
  section?: string;
  keywords?: string[];
  wordCount?: number;
  /** Reading time in minutes → ISO 8601 duration. */
  readingMinutes?: number;
  publisher?: { name: string; url: string; logo?: string };
};

export function articleJsonLd(kind: "BlogPosting" | "NewsArticle", article: ArticleInput): JsonLdObject {
  return compact({
    "@context": CONTEXT,
    "@type": kind,
    headline: article.headline.slice(0, 110),
    url: article.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    description: article.description,
    image: article.image ? [article.image] : undefined,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: article.authorName ? { "@type": "Person", name: article.authorName } : undefined,
    publisher: article.publisher
      ? compact({
          "@type": "Organization",
          name: article.publisher.name,
          url: article.publisher.url,
          logo: article.publisher.logo ? { "@type": "ImageObject", url: article.publisher.logo } : undefined,
        })
      : undefined,
    inLanguage: article.inLanguage,
    articleSection: article.section,
    keywords: article.keywords?.length ? article.keywords.join(", ") : undefined,
    wordCount: article.wordCount,
    timeRequired: article.readingMinutes ? `PT${article.readingMinutes}M` : undefined,
  });
}

export type EventInput = {
  name: string;
  url: string;
  startDate: string;
  endDate?: string;
  description?: string;
  image?: string;
  locationName: string;
  inLanguage: string;
  organizer?: { name: string; url: string };
};

export function eventJsonLd(event: EventInput): JsonLdObject {
  return compact({
    "@context": CONTEXT,
    "@type": "Event",
    name: event.name,
    url: event.url,
    startDate: event.startDate,
    endDate: event.endDate,
    description: event.description,
    image: event.image ? [event.image] : undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.locationName, address: event.locationName },
    inLanguage: event.inLanguage,
    organizer: event.organizer ? { "@type": "Organization", name: event.organizer.name, url: event.organizer.url } : undefined,
  });
}

/** Lists (blog, category, tag, blog map) as a CollectionPage with its items. */
export function collectionPageJsonLd(page: WebPageInput & { items: { name: string; url: string }[] }): JsonLdObject {
  return compact({
    "@context": CONTEXT,
    "@type": "CollectionPage",
    name: page.name,
    url: page.url,
    description: page.description,
    inLanguage: page.inLanguage,
    mainEntity: {
      "@type": "ItemList",
      itemListElement: page.items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        url: item.url,
      })),
    },
  });
}
