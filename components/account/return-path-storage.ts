import { sanitizeReturnPath } from "@/lib/navigation/return-path";

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

export function readReturnPath(fallback: string): string {
  try {
    return sanitizeReturnPath(sessionStorage.getItem(KEY), fallback);
  } catch {
    return fallback;
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
