import { pathnames } from "@/lib/i18n/routing";

/** Every route of the table as [route name, public path(s)]. */
export type Entry = string | { ar: string; en: string };
export const entries = Object.entries(pathnames) as [string, Entry][];

/** A template with sample parameters: a Latin and an Arabic slug, optional catch-alls empty and full. */
export function fill(template: string): string[] {
  return ["x", "مقال-تجريبي"].map((slug) =>
    template
      .replace(/\/\[\[\.\.\.[^\]]+\]\]/, slug === "x" ? "" : `/${slug}/b`)
      .replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, slug),
  );
}

/** Every public path of a route, in either language's form. */
export function publicForms(entry: Entry): string[] {
  return [...new Set((typeof entry === "string" ? [entry] : [entry.ar, entry.en]).flatMap(fill))];
}

/** Every path a visitor may type for every route: each form bare, under `/en` and under `/ar`. */
export function everyRequestPath(): string[] {
  const urls: string[] = [];
  for (const [, entry] of entries) {
    for (const form of publicForms(entry)) {
      for (const prefix of ["", "/en", "/ar"]) urls.push(`${prefix}${form === "/" && prefix ? "" : form}` || "/");
    }
  }
  return urls;
}
