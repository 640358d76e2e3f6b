/**
 * The message namespaces client components read with `useTranslations` — only these are sent to
 * the browser by app/[locale]/layout.tsx. Add a namespace here when a client component on most
 * pages needs it; server components read every namespace without this list. A namespace only some
 * pages use goes with them instead: `auth` with the sign pages (sign-in only the keys its client code
 * reads, components/account/sign-in-messages.ts), the account's providers and the sign-out button,
 * not in the payload of every page.
 */
export const CLIENT_MESSAGE_NAMESPACES = ["language", "errors", "common", "navigation", "validation", "forms"] as const;

type Messages = Record<string, unknown>;
/** Which keys of which namespaces a client subtree gets besides the site-wide ones ("all": the whole namespace). */
export type MessagesPick = Record<string, readonly string[] | "all">;

// Keyed by a locale's catalogue (lib/i18n/request.ts imports one object per locale): the subsets
// are the same for every request of a locale, so they are built once, not on every render.
const siteWide = new WeakMap<Messages, Messages>();
const picked = new WeakMap<Messages, Map<string, Messages>>();

/** The namespaces of CLIENT_MESSAGE_NAMESPACES that `messages` has, as one object per catalogue. */
export function siteWideClientMessages(messages: Messages): Messages {
  let subset = siteWide.get(messages);
  if (!subset) {
    subset = Object.fromEntries(
      CLIENT_MESSAGE_NAMESPACES.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]]),
    );
    siteWide.set(messages, subset);
  }
  return subset;
}

/** The site-wide client namespaces plus `pick` (components/static/messages-subset.tsx), once per catalogue and pick. */
export function pickedClientMessages(messages: Messages, pick: MessagesPick): Messages {
  let byPick = picked.get(messages);
  if (!byPick) picked.set(messages, (byPick = new Map()));
  const key = JSON.stringify(pick);
  let subset = byPick.get(key);
  if (!subset) {
    subset = { ...siteWideClientMessages(messages) };
    for (const [namespace, keys] of Object.entries(pick)) {
      const source = (messages[namespace] ?? {}) as Messages;
      subset[namespace] = keys === "all" ? source : Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
    }
    byPick.set(key, subset);
  }
  return subset;
}
