/**
 * Return targets after sign-in (`callbackUrl`) must be same-origin relative paths. Anything
 * else — `//evil`, `/\evil`, `https://evil.example`, `javascript:`, control characters that
 * browsers strip (`/\t/evil`) — is replaced by the fallback. Safe for client and server code.
 */
const PROBE_ORIGIN = "http://return-path.invalid";

export function sanitizeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const candidate = value.trim();
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  // Backslashes are read as slashes by browsers; control characters are silently removed.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let decoded = candidate;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the target is the sign-in page itself (`/sign-in`, `/en/sign-in`): a loop to avoid. */
export function isAuthPagePath(path: string): boolean {
  return /^\/(?:(?:ar|en)\/)?(?:sign-in|sign-up|login)(?:[/?#]|$)/.test(path);
}
