import "server-only";
import { z } from "zod";
import { type WaitlistHeld, WaitlistHeldSchema } from "@/lib/contract/waitlist";
import type { Locale } from "@/lib/i18n/routing";
import { apiWrite } from "./write";

export type OpenedOffer =
  | { kind: "held"; held: WaitlistHeld }
  | { kind: "gone" }
  | { kind: "refused"; message: string }
  | { kind: "unknown" };

/**
 * Opens an earlier-slot offer's link for the signed-in patient: the first opening holds the time
 * (again: the same hold while it lasts); someone else's link, or one that never was, is unknown.
 */
export async function openWaitlistOffer(locale: Locale, token: string, userToken: string, clientIp: string | undefined): Promise<OpenedOffer> {
  const result = await apiWrite({
    method: "POST",
    path: `/api/waitlist/offers/${token}/hold`,
    locale,
    userToken,
    clientIp,
    schema: z.object({ data: WaitlistHeldSchema }),
  });
  if (result.ok) return { kind: "held", held: result.data.data };
  // Someone else took the time first, or it passed: the page says so in its own words.
  if (result.status === 410) return { kind: "gone" };
  // A time that overlaps another of the patient's visits (409), or too many holds (429): the backend's words.
  if ((result.kind === "conflict" || result.kind === "rate_limited") && result.message) return { kind: "refused", message: result.message };
  return { kind: "unknown" };
}
