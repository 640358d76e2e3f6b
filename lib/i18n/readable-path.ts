import { getPathname } from "./navigation";

/**
 * A localized path with its non-ASCII letters as they are (`/الأطباء`) rather than percent-encoded
 * (`/%D8%A7%D9%84…`: six bytes for each Arabic letter instead of two). A browser encodes them again
 * when it follows the link, so the request is the same; a page of Arabic links is lighter, in its
 * HTML and again in its payload. Only escapes of non-ASCII bytes are decoded: an escaped `%`, `/`,
 * `?` or `#` stays as it was.
 */
export function readablePath(path: string): string {
  return path.replace(/(?:%[89a-fA-F][0-9a-fA-F])+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Not whole UTF-8 sequences: left encoded.
      return run;
    }
  });
}

/** next-intl's localized path of a route (`getPathname`), written readable as above. */
export function readablePathname(route: Parameters<typeof getPathname>[0]): string {
  return readablePath(getPathname(route));
}
