/**
 * The message namespaces client components read with `useTranslations` — only these are sent to
 * the browser by app/[locale]/layout.tsx. Add a namespace here when a client component on most
 * pages needs it; server components read every namespace without this list. A namespace only some
 * pages use goes with them instead: `auth` with the sign pages (sign-in only the keys its client code
 * reads, components/account/sign-in-messages.ts), the profile's sections (their *-messages.ts) and the sign-out button,
 * not in the payload of every page; `validation` with the forms that check their fields in the
 * browser (components/forms/validation-messages.ts).
 */
export const CLIENT_MESSAGE_NAMESPACES = ["language", "errors", "common", "navigation", "forms"] as const;

/**
 * What of those namespaces the root layout sends every page: the keys the code reading them with
 * next-intl's hooks names (the error views, the account link, the loading bar and network status,
 * the forms' generic error), whole namespaces where a key is built at run time (`language` by the
 * other locale). tests/unit/intl/site-wide-client-messages.test.ts fails on
 * a key the code names that this list lacks. A subtree's pick that names one of these namespaces
 * replaces its site-wide keys (pickedClientMessages), so it lists them too.
 */
export const SITE_WIDE_CLIENT_MESSAGES = {
  language: "all",
  errors: ["errorTitle", "errorText", "statusCode", "backHome"],
  common: ["retry", "signIn", "myAccount"],
  navigation: "all",
  forms: ["genericError"],
} as const satisfies Record<(typeof CLIENT_MESSAGE_NAMESPACES)[number], readonly string[] | "all">;

type Messages = Record<string, unknown>;
/** Which keys of which namespaces a client subtree gets besides the site-wide ones ("all": the whole namespace). */
export type MessagesPick = Record<string, readonly string[] | "all">;

/** One pick of every key each of `picks` names, a namespace once (whole if one of them sends it whole). */
export function mergedPicks(...picks: MessagesPick[]): MessagesPick {
  const keys: Record<string, Set<string> | "all"> = {};
  for (const pick of picks) {
    for (const [namespace, names] of Object.entries(pick)) {
      const known = keys[namespace];
      keys[namespace] = names === "all" || known === "all" ? "all" : new Set([...(known ?? []), ...names]);
    }
  }
  return Object.fromEntries(Object.entries(keys).map(([namespace, names]) => [namespace, names === "all" ? names : [...names]]));
}

/** A namespace's messages, whole ("all") or only the given keys it has. */
function pickKeys(namespace: unknown, keys: readonly string[] | "all"): Messages {
  const source = (namespace ?? {}) as Messages;
  return keys === "all" ? source : Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}

/**
 * `subset` with each namespace of `pick` added from `messages`. A dotted namespace
 * ("doctors.filters") is a sub-namespace: its keys go where they are in the catalogue, and the
 * objects on the way are copied, so a subset built once is never changed by another.
 */
function withPicks(subset: Messages, messages: Messages, pick: MessagesPick): Messages {
  for (const [namespace, keys] of Object.entries(pick)) {
    const path = namespace.split(".");
    const source = path.reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    const leaf = path.pop() ?? namespace;
    let into = subset;
    for (const part of path) into = into[part] = { ...(into[part] as Messages | undefined) };
    into[leaf] = pickKeys(source, keys);
  }
  return subset;
}

// Keyed by a locale's catalogue (lib/i18n/request.ts imports one object per locale): the subsets
// are the same for every request of a locale, so they are built once, not on every render.
const siteWide = new WeakMap<Messages, Messages>();
const picked = new WeakMap<Messages, Map<string, Messages>>();

/** SITE_WIDE_CLIENT_MESSAGES of the namespaces `messages` has, as one object per catalogue. */
export function siteWideClientMessages(messages: Messages): Messages {
  let subset = siteWide.get(messages);
  if (!subset) {
    subset = Object.fromEntries(
      CLIENT_MESSAGE_NAMESPACES.filter((namespace) => namespace in messages).map((namespace) => [namespace, pickKeys(messages[namespace], SITE_WIDE_CLIENT_MESSAGES[namespace])]),
    );
    siteWide.set(messages, subset);
  }
  return subset;
}

/** The subset `build` makes of a catalogue, made once per catalogue and `key`. */
function onceForCatalogue(messages: Messages, key: string, build: () => Messages): Messages {
  let byKey = picked.get(messages);
  if (!byKey) picked.set(messages, (byKey = new Map()));
  let subset = byKey.get(key);
  if (!subset) byKey.set(key, (subset = build()));
  return subset;
}

/**
 * A pick's key among a catalogue's subsets: its JSON, written once per pick object. Picks are
 * module constants (a page's list, a view's words), so a render finds its subset without
 * serialising the pick again; a pick made afresh still finds the subset of an equal one.
 */
const pickKeyCache = new WeakMap<MessagesPick, string>();
function pickKey(pick: MessagesPick): string {
  let key = pickKeyCache.get(pick);
  if (key === undefined) pickKeyCache.set(pick, (key = JSON.stringify(pick)));
  return key;
}

/** Only what `pick` names of a catalogue (words a server-drawn view is given as data), once per catalogue and pick. */
export function pickedMessages(messages: Messages, pick: MessagesPick): Messages {
  return onceForCatalogue(messages, `only ${pickKey(pick)}`, () => withPicks({}, messages, pick));
}

/** The site-wide client namespaces plus `pick` (components/static/messages-subset.tsx), once per catalogue and pick. */
export function pickedClientMessages(messages: Messages, pick: MessagesPick): Messages {
  return onceForCatalogue(messages, pickKey(pick), () => withPicks({ ...siteWideClientMessages(messages) }, messages, pick));
}
