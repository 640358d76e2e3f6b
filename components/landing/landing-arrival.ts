/**
 * When the visitor first arrived on a campaign page in this tab (kept across reloads), sent with
 * the lead. Recorded on arrival by remember-arrival.tsx, read when the form is sent.
 */
const key = (slug: string) => `landed:${slug}`;

export function rememberArrival(slug: string): void {
  try {
    if (!sessionStorage.getItem(key(slug))) sessionStorage.setItem(key(slug), new Date().toISOString());
  } catch {
    // Without storage the lead simply has no landing time.
  }
}

export function landingTime(slug: string): string | undefined {
  try {
    return sessionStorage.getItem(key(slug)) ?? undefined;
  } catch {
    return undefined;
  }
}
