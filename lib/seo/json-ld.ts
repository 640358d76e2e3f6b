/**
 * JSON-LD helpers. `jsonLdScript` escapes `<` (and U+2028/2029) so content can never close the
 * <script> element: render its result with
 * `<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />`.
 */
export type JsonLd = Record<string, unknown>;

export function jsonLdScript(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** schema.org BreadcrumbList; `link`s are made absolute against `siteUrl`, empty links omitted. */
export function breadcrumbListJsonLd(
  items: readonly { name: string; link: string }[],
  siteUrl: string,
): JsonLd {
  const base = siteUrl.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.link ? { item: /^https?:\/\//.test(item.link) ? item.link : `${base}${item.link}` } : {}),
    })),
  };
}
