import { apiGetUncached } from "@/lib/api/client";
import { NavEntrySchema, RedirectSchema } from "@/lib/contract/settings";
import { z } from "zod";
import type { PageConfigurationLike } from "@/lib/navigation/active-pages";
import type { RedirectEntry } from "@/lib/navigation/legacy-redirects";

/**
 * What the proxy reads from the backend, through the site's one client (lib/api) outside every
 * cache, with a short timeout. Parsing is per entry with the contract's own schemas: one odd entry
 * is dropped instead of costing the whole list.
 */

const TIMEOUT_MS = 2_500;
/** Names the caller in backend logs (and lets test hooks simulate an outage for the proxy only). */
const CLIENT = "web-proxy";

const entriesOf = <T>(schema: z.ZodType<T>) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }));

const PageConfigurationBody = z.object({
  data: z.object({
    header: entriesOf(NavEntrySchema),
    footer: entriesOf(NavEntrySchema),
    webMore: entriesOf(NavEntrySchema),
  }),
});

const RedirectsBody = z.object({ data: entriesOf(RedirectSchema) });

const read = <T>(path: string, schema: z.ZodType<T>) =>
  apiGetUncached(path, { locale: "ar", schema, client: CLIENT, timeoutMs: TIMEOUT_MS });

export async function fetchPageConfiguration(): Promise<PageConfigurationLike> {
  return (await read("/api/page_configurations", PageConfigurationBody)).data;
}

export async function fetchRedirects(): Promise<RedirectEntry[]> {
  return (await read("/api/redirects", RedirectsBody)).data;
}
