import { JSDOM } from "jsdom";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { testNetworkAddress } from "./visitor";
import { TEST_ADDRESS_HEADER } from "../../../server/visitor-address.mjs";

/*
 * Request-level tests: what a response alone shows (status, headers, redirects, the HTML head,
 * JSON-LD, the server-rendered markup) read from the HTML as the server sends it, parsed by a real
 * HTML parser (jsdom, scripts not run), with no browser. A page load in a browser costs about a
 * second of the CI host's CPU; a request a few milliseconds.
 */

export type Lang = "ar" | "en";

/** Percent-encodes the path (Arabic slugs), leaving the query string as it is. */
export function enc(url: string): string {
  const [path = "", query] = url.split("?");
  const encoded = path
    .split("/")
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join("/");
  return query === undefined ? encoded : `${encoded}?${query}`;
}

export type FetchedPage = { response: APIResponse; html: string; doc: Document; url: URL };

/**
 * GETs `path` (redirects followed unless `maxRedirects: 0`) as a visitor of its own address, and
 * parses the HTML. `headers` are sent as they are (a cookie, Accept-Language).
 */
export async function fetchPage(
  request: APIRequestContext,
  path: string,
  { headers = {}, maxRedirects }: { headers?: Record<string, string>; maxRedirects?: number } = {},
): Promise<FetchedPage> {
  const response = await request.get(enc(path), { headers: { [TEST_ADDRESS_HEADER]: testNetworkAddress(), ...headers }, maxRedirects });
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  return { response, html, doc, url: new URL(response.url()) };
}

/** The text of the page's first h1, whitespace collapsed. */
export const h1Text = (doc: Document) => (doc.querySelector("h1")?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The `@type`s of every JSON-LD block of the page (a `@graph` or an array counts each item). */
export function jsonLdTypes(doc: Document): string[] {
  return jsonLdBlocks(doc).flatMap((data) => {
    const items = Array.isArray(data) ? data : "@graph" in data ? (data["@graph"] as object[]) : [data];
    return items.map((item) => String((item as { "@type"?: unknown })["@type"]));
  });
}

export function jsonLdBlocks(doc: Document): Array<Record<string, unknown>> {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown>);
}

/**
 * The SEO head every public page carries (SPEC's SEO layer): lang and dir, a canonical (itself, or
 * `canonical` when given), ar/en/x-default alternates (x-default the Arabic one), Open Graph and
 * Twitter titles, a real title, and robots that say noindex only where meant.
 */
export function expectSeoHead(
  page: FetchedPage,
  lang: Lang,
  { noindex = false, canonical: expectedCanonical }: { noindex?: boolean; canonical?: string } = {},
): void {
  const { doc, url } = page;
  const at = decodeURI(url.pathname);
  expect(doc.documentElement.getAttribute("lang"), at).toBe(lang);
  expect(doc.documentElement.getAttribute("dir"), at).toBe(lang === "ar" ? "rtl" : "ltr");
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
  expect(canonical, `${at}: canonical`).toMatch(/^https?:\/\//);
  const canonicalUrl = new URL(canonical!);
  expect(decodeURI(canonicalUrl.pathname + canonicalUrl.search), `${at}: canonical`).toBe(
    decodeURI(expectedCanonical ?? url.pathname + url.search),
  );
  const alternates: Record<string, string> = {};
  for (const hreflang of ["ar", "en", "x-default"]) {
    const links = doc.querySelectorAll(`link[rel="alternate"][hreflang="${hreflang}"]`);
    expect(links.length, `${at}: hreflang ${hreflang}`).toBe(1);
    alternates[hreflang] = links[0]!.getAttribute("href") ?? "";
    expect(alternates[hreflang]).toMatch(/^https?:\/\//);
  }
  expect(alternates["x-default"]).toBe(alternates.ar);
  expect(new URL(alternates.en!).pathname.startsWith("/en")).toBe(true);
  expect(doc.querySelectorAll('meta[property="og:title"]').length, `${at}: og:title`).toBe(1);
  expect(doc.querySelectorAll('meta[name="twitter:card"]').length, `${at}: twitter:card`).toBe(1);
  // A title object stringified by mistake reads "[object Object]" in the tab and in search results.
  expect(doc.title, `${at}: title`).toMatch(/^(?!.*\[object)\S/);
  expect(doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "", `${at}: description`).not.toBe("");
  const robots = doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "index";
  if (noindex) expect(robots, `${at}: robots`).toContain("noindex");
  else expect(robots, `${at}: robots`).not.toContain("noindex");
}

/**
 * The document as the browser shows it once React's streamed parts have landed: a page that
 * streams behind a Suspense boundary sends its content after the frame, in hidden `S:` divs that
 * inline scripts (`$RS`, `$RC`) move into place. This applies those moves in the order the HTML
 * gives them, without running any script, so a request-level test reads the content where it stands.
 */
export function placeStreamedParts(doc: Document, html: string): Document {
  for (const [, kind, from, to] of html.matchAll(/\$(RS|RC)\("([^"]+)","([^"]+)"\)/g)) {
    if (kind === "RS") {
      // $RS(segment, placeholder): the segment's nodes replace the placeholder.
      const segment = doc.getElementById(from!);
      const placeholder = doc.getElementById(to!);
      if (!segment || !placeholder) continue;
      while (segment.firstChild) placeholder.parentNode!.insertBefore(segment.firstChild, placeholder);
      placeholder.remove();
      segment.remove();
    } else {
      // $RC(boundary, content): the content replaces the boundary's fallback, up to its closing comment.
      const boundary = doc.getElementById(from!);
      const content = doc.getElementById(to!);
      if (!boundary || !content) continue;
      const parent = boundary.parentNode!;
      let depth = 0;
      let node = boundary.nextSibling;
      while (node) {
        const next = node.nextSibling;
        if (node.nodeType === 8) {
          const data = (node as Comment).data;
          if (data === "/$" && depth === 0) break;
          if (data.startsWith("$")) depth++;
          if (data === "/$") depth--;
        }
        node.remove();
        node = next;
      }
      while (content.firstChild) parent.insertBefore(content.firstChild, node);
      boundary.remove();
      content.remove();
    }
  }
  return doc;
}

/** The page's inline React Server Components payload, decoded (what the browser's React reads). */
export const payloadOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1]!) as string).join("");
