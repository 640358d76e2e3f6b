/**
 * Decodes percent-escapes where possible; a malformed escape (`%E0%A4%A`) leaves the text as it
 * was, so a hand-typed URL is a 404 or a redirect, never a crash. A slug or query value is decoded
 * whole (`decodeURIComponent`); a path keeps its reserved escapes (`%2F`) with `decodeURI`.
 */
export function safeDecode(value: string, decode: (text: string) => string = decodeURIComponent): string {
  try {
    return decode(value);
  } catch {
    return value;
  }
}
