import type { RiskFormValues } from "./form-schema";

/**
 * A guest who wants to save a result signs in first, and the questionnaire comes back answered:
 * the answers wait in sessionStorage meanwhile (this tab only, gone when it closes, and read
 * once). They never go into the sign-in URL, which servers and proxies would log.
 */
export const PENDING_ANSWERS_KEY = "risk:pending-answers";
const KEY = PENDING_ANSWERS_KEY;

export function keepPendingAnswers(values: RiskFormValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage can be disabled: the visitor then answers again after signing in.
  }
}

/** The kept answers, removed as they are read; null when there are none. */
export function takePendingAnswers(): RiskFormValues | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as RiskFormValues) : null;
  } catch {
    return null;
  }
}
