const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const plain = (text: string) => decodeEntities(text.replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();

/**
 * Whether the CMS body already opens with the lead sentence (editors often paste the summary as
 * the first paragraph): then the page prints it once, as the body's own first paragraph.
 */
export function bodyOpensWithLead(html: string, lead: string): boolean {
  const first = /^\s*<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  if (!first?.[1] || !lead.trim()) return false;
  return plain(first[1]) === plain(lead);
}
