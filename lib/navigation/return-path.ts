/**
 * Return targets after sign-in (`callbackUrl`) must be same-origin relative paths. Anything
 * else — `//evil`, `/\evil`, `https://evil.example`, `javascript:`, control characters that
 * browsers strip (`/\t/evil`) — is replaced by the fallback. The check runs on the path as a
 * browser will read it: URL normalisation resolves dot segments, so `/.//evil`, `/%2e//evil` and
 * `/a/..//evil` all become `//evil`, a link to another host. Safe for client and server code.
 */
const PROBE_ORIGIN = "http://return-path.invalid";

/** Backslashes are read as slashes by browsers; control characters are silently removed. */
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
/** No page of ours has an encoded slash in its path; a server that decodes one sees `//host`. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

function leavesOrigin(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || UNSAFE_CHARACTERS.test(path)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.startsWith("//") || UNSAFE_CHARACTERS.test(decoded);
}

/** The path, query and hash a browser would request for `candidate`, or null if it is not local. */
function normalise(candidate: string): string | null {
  if (leavesOrigin(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || leavesOrigin(url.pathname) || ENCODED_SEPARATOR.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function sanitizeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const normalised = normalise(value.trim());
  // A second pass must change nothing: whatever later code reparses is what was checked.
  if (normalised === null || normalise(normalised) !== normalised) return fallback;
  return normalised;
}

/** Whether the target is the sign-in page itself (`/sign-in`, `/en/sign-in`): a loop to avoid. */
export function isAuthPagePath(path: string): boolean {
  return /^\/(?:(?:ar|en)\/)?(?:sign-in|sign-up|login)(?:[/?#]|$)/.test(path);
}
