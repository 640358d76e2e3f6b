import { sanitizeReturnPath } from "@/lib/proxy/return-path";

/**
 * Social sign-in leaves the site for a provider and comes back on /login; the path to return to
 * waits in sessionStorage meanwhile (same tab, same origin, gone when the tab closes).
 */
const KEY = "auth:return-path";

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, sanitizeReturnPath(path));
  } catch {
    // Storage can be disabled; the visitor then lands on the fallback page.
  }
}

export function takeReturnPath(fallback: string): string {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return sanitizeReturnPath(stored, fallback);
  } catch {
    return fallback;
  }
}
