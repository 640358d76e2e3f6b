import { jsonLdScript, type JsonLd } from "@/lib/seo/json-ld";

/** One JSON-LD block, serialized with `<` escaped so content can never close the script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
