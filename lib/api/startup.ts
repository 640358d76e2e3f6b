import "server-only";
import { defaultLocale } from "@/lib/i18n/routing";
import { getPageConfiguration } from "./page-config";
import { getAppToken } from "./token";

/**
 * Start-up on the server (SPEC §4): fetch the app token and the page configuration. A failure
 * is logged once, without a stack trace, and the site keeps serving (pages already rendered
 * stay in the cache; the next request retries).
 */
export async function initializeServer(): Promise<boolean> {
  try {
    await getAppToken();
    await getPageConfiguration(defaultLocale);
    return true;
  } catch {
    console.error("Error during initialization");
    return false;
  }
}
