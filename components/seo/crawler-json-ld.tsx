import { keepHtml } from "@/components/ui/kept-data";
import { jsonLdScript, type JsonLd } from "@/lib/seo/json-ld";
import { KeptJsonLd } from "./kept-json-ld";

/**
 * A page's JSON-LD written into its HTML only: the text stays on the server by key (kept-data.ts),
 * so the page's payload carries a key instead of the whole block a second time, escaped (1–1.5 kB on
 * an article or the about page). For server components; a view written as a string
 * (drawn-markup.ts) writes its block with JsonLdScript, in its markup only already.
 */
export function CrawlerJsonLd({ data }: { data: JsonLd | JsonLd[] }) {
  return <KeptJsonLd keptKey={keepHtml(jsonLdScript(data))} />;
}
